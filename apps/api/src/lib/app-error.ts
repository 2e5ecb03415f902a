/** Field name → messages, plus `_base` for messages about the request as a whole. */
export type ErrorMap = Record<string, string[]>;

/**
 * The one error type services throw. The error handler turns it into the documented shape
 * `{ errors: { field: [message], _base?: [message] } }` with `status`.
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly errors: ErrorMap,
    public readonly code = 'error',
  ) {
    super(Object.values(errors).flat().join('; ') || code);
    this.name = 'AppError';
  }

  static base(status: number, message: string, code?: string): AppError {
    return new AppError(status, { _base: [message] }, code);
  }
  static field(field: string, message: string, status = 422): AppError {
    return new AppError(status, { [field]: [message] }, 'validation');
  }
  static badRequest(message: string): AppError {
    return AppError.base(400, message, 'bad_request');
  }
  static unauthorized(message = 'You need to sign in or sign up before continuing.'): AppError {
    return AppError.base(401, message, 'unauthorized');
  }
  static forbidden(message = 'You are not allowed to do this.'): AppError {
    return AppError.base(403, message, 'forbidden');
  }
  static notFound(message = 'Not found'): AppError {
    return AppError.base(404, message, 'not_found');
  }
  static conflict(message: string): AppError {
    return AppError.base(409, message, 'conflict');
  }
  static unprocessable(message: string): AppError {
    return AppError.base(422, message, 'unprocessable');
  }
  static tooManyRequests(message = 'Too many requests. Please try again later.'): AppError {
    return AppError.base(429, message, 'rate_limited');
  }
}
