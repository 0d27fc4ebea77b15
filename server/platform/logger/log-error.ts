/**
 * How an error is written to the log: its type, code, message and stack frames, and its causes the
 * same way; never the values it carries. pino's default serializer copies every property, and a
 * failed query carries its parameters (a user's text, an address) in `params` and in its message;
 * a database error may name a value in `detail` or between quotes.
 */
export interface LoggedError {
  type: string;
  code?: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
}

// A SQLSTATE: five digits or capitals (22021, 23505, 22P02).
const isDatabaseError = (error: Error & { code?: unknown }) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;

function safeMessage(error: Error): string {
  // Drizzle: "Failed query: <sql with $n placeholders>\nparams: <the values>".
  const message = String(error.message ?? '').split('\nparams:', 1)[0] ?? '';
  // PostgreSQL quotes the offending value: invalid input syntax for type uuid: "…".
  return isDatabaseError(error) ? message.replace(/"[^"]*"/g, '"[redacted]"') : message;
}

/** The pino `err` serializer: only what helps find the fault. */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as Error & { code?: unknown; cause?: unknown };
  const type = error.constructor?.name || error.name || 'Error';
  const message = safeMessage(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  if (typeof error.code === 'string') logged.code = error.code;
  if (error.cause instanceof Error && depth < 4) {
    logged.cause = serializeError(error.cause, depth + 1) as LoggedError;
  }
  return logged;
}
