// The console's constants without zod: the browser's console imports these (admin.ts has the schemas).

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Staff passwords are longer than shoppers': one account reaches every order. */
export const STAFF_PASSWORD_MIN = 12;
export const CSRF_HEADER = 'x-csrf-token';
export const ADMIN_BOARD_PAGE_SIZE = 25;
