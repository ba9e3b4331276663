import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A test may press a pointer without releasing it; in a shared worker the forms' press tracker would keep it down.
  fireEvent.pointerCancel(document);
});
