import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '../src/i18n';
import '../src/i18n/app-dictionaries';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
