// The part of autocannon 9's programmatic API the load bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      // biome-ignore lint/suspicious/noExplicitAny: each caller types its own context
      setupRequest?: (request: Request, context: any) => Request;
      // biome-ignore lint/suspicious/noExplicitAny: each caller types its own context
      onResponse?: (status: number, body: string, context: any) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      connectionRate?: number;
      duration?: number;
      timeout?: number;
      requests?: Request[];
      setupClient?: (client: unknown) => void;
    }
    interface Result {
      errors: number;
      timeouts: number;
      non2xx: number;
      requests: { total: number; average: number };
      latency: { p50: number; p97_5: number; p99: number };
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
