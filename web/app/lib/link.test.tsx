import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation, useNavigationType } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, LinkNavigation } from './link';

/** Whether the store left each click to the browser, which this test then stops (happy-dom would load the page). */
const leftToBrowser: boolean[] = [];
const stopBrowser = (e: Event) => {
  leftToBrowser.push(!e.defaultPrevented);
  e.preventDefault();
};
beforeEach(() => {
  leftToBrowser.length = 0;
  document.addEventListener('click', stopBrowser);
});
afterEach(() => {
  document.removeEventListener('click', stopBrowser);
  cleanup();
});

function Page() {
  const { pathname, search } = useLocation();
  return (
    <LinkNavigation>
      <p data-testid="where">{`${pathname + search} ${useNavigationType()}`}</p>
      <Link to="/men/35/jeans?color=2">Jeans</Link>
      <Link to="/men/35/jeans?color=2" target="_blank">
        Jeans in a new tab
      </Link>
    </LinkNavigation>
  );
}

const renderAt = (url: string) => {
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
};
const where = () => screen.getByTestId('where').textContent;

describe("the shop's links", () => {
  it('are anchors with the path, followed by the router without a page load', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Jeans' });
    expect(link.getAttribute('href')).toBe('/men/35/jeans?color=2');
    fireEvent.click(link);
    expect(leftToBrowser).toEqual([false]);
    expect(where()).toBe('/men/35/jeans?color=2 PUSH');
  });

  it('replace the history entry when the link is the page already shown', () => {
    renderAt('/men/35/jeans?color=2');
    fireEvent.click(screen.getByRole('link', { name: 'Jeans' }));
    expect(where()).toBe('/men/35/jeans?color=2 REPLACE');
  });

  it('leave to the browser a click with a modifier, another button or another target', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Jeans' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      fireEvent.click(link, click);
    fireEvent.click(screen.getByRole('link', { name: 'Jeans in a new tab' }));
    expect(leftToBrowser).toEqual([true, true, true, true, true, true]);
    expect(where()).toBe('/ POP');
  });

  it('are ordinary links outside the navigation', () => {
    render(<Link to="/about-us">About Us</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(leftToBrowser).toEqual([true]);
  });
});
