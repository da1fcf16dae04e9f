import { z } from 'zod';

// Checks without their own message key get one here, so every validation error the client sees is a key:
// a missing value is `required`, anything else the generic `invalidValue`.
z.config({
  customError: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue'),
});
