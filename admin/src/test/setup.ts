import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// A whole react-admin list renders slowly on a busy machine: give findBy*/waitFor more than 1 s.
configure({ asyncUtilTimeout: 5000 });
