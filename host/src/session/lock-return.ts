/** Storage name of the page to go back to after unlocking (kept across a reload of /lock). */
export const LOCK_RETURN_KEY = 'lock_return';
