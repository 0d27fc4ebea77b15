const SECRET_KEY = /key|secret|password|token/i;

function withoutCredentials(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  try {
    const url = new URL(value);
    if (!url.username && !url.password) return value;
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return value;
  }
}

/**
 * The settings as a backup records them: what an operator needs to rebuild the installation, with
 * every key, password and token left out (a set secret shows as "[set]") and URLs stripped of
 * their credentials, so an archive handed to someone gives away no access.
 */
export function configWithoutSecrets(value: unknown, key = ''): unknown {
  if (SECRET_KEY.test(key)) return value === null || value === undefined ? null : '[set]';
  if (typeof value === 'string') return withoutCredentials(value);
  if (Array.isArray(value)) return value.map((item) => configWithoutSecrets(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, configWithoutSecrets(item, name)]),
    );
  }
  return value;
}
