import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A findBy/waitFor gives up after 5 s, not 1: on a busy 2-core runner a form's first check took 1.2 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
