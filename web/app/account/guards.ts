import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginUrlFor, tokenState, useAuth, userState } from '../auth/auth-store';

const storedLogin = () => !!tokenState.get() && !!userState.get();

/** /login and /register: a visitor with a stored login goes to / (docs/spec.md §2). True once the form may show. */
export function useGuestOnly(): boolean {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Read storage directly: on the first client render useAuth still holds the server value.
    if (storedLogin()) navigate('/', { replace: true });
    else setReady(true);
  }, [navigate]);
  return ready;
}

/**
 * /profile: anonymous visitors go to /login?next=<here> and come back after logging in. Also
 * leaves when the login disappears later (logout in another tab, a 401). `leaving` lets a
 * deliberate logout go to plain /login instead.
 */
export function useRequireUser() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, loggedIn } = useAuth();
  const [ready, setReady] = useState(false);
  const leaving = useRef(false);
  const here = location.pathname + location.search;
  useEffect(() => {
    if (leaving.current) return;
    if (loggedIn || storedLogin()) setReady(true);
    else navigate(loginUrlFor(here), { replace: true });
  }, [navigate, here, loggedIn]);
  return { user: ready ? user : null, leaving };
}
