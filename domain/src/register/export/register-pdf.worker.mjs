// The worker's entry in plain JavaScript: it loads TypeScript (tsx) whether or not the parent runs under tsx (vitest does not).
import { register } from 'tsx/esm/api';

register();
export default (await import('./register-pdf.worker.ts')).default;
