import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';
import { loadAllTexts } from '../lib/i18n/dictionary';
import { loadToasts } from '../lib/notify';

// The test files share one DOM per worker (`isolate: false` in vite.config.ts): whatever a test
// leaves in the document or in a library's global store is cleared here.
afterEach(() => {
  cleanup();
  toast.remove();
  // Not in the files that run without a DOM (// @vitest-environment node).
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});

// The dictionaries load per language and part, and the toast library with the first toast, in the
// application (issue 18); the tests have them from the start.
await loadAllTexts();
await loadToasts();
