// The real `server-only` throws outside a React server bundle; unit tests import server modules directly.
export {};
