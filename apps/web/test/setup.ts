import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../src/i18n';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
