// The seed's common field rules in one import, kept for existing callers; new code imports from './index'.
export { ZEmailSchema } from './email';
export { minStringLengthSchema } from './min-string-length';
export { parsePhone } from './phone';
export { ZRequiredSchema } from './required';
