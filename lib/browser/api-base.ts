/** Where the app's own JSON API answers (route handlers under /api unless configured elsewhere). */
export const apiBaseUrl = process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api';
