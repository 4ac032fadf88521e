/** An HTTP answer other than 2xx from the audited server. */
export class LedgerHttpError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    body: string,
  ) {
    super(`GET ${path} answered ${status}: ${body.slice(0, 200)}`);
  }
}

/** The few reads the auditor makes, with the club key; nothing it returns is trusted. */
export class LedgerHttp {
  constructor(
    private readonly base: string,
    private readonly key: string,
  ) {}

  /** GET a text body. */
  async text(path: string): Promise<string> {
    const res = await fetch(`${this.base}${path}`, { headers: { authorization: `Bearer ${this.key}` } });
    const body = await res.text();
    if (!res.ok) throw new LedgerHttpError(res.status, path, body);
    return body;
  }

  /** GET a JSON body (parsed, unchecked: the caller checks its shape). */
  async json(path: string): Promise<unknown> {
    return JSON.parse(await this.text(path)) as unknown;
  }

  /** GET a JSON body, or undefined when the server answers 404. */
  async jsonOrMissing(path: string): Promise<unknown> {
    try {
      return await this.json(path);
    } catch (e) {
      if (e instanceof LedgerHttpError && e.status === 404) return undefined;
      throw e;
    }
  }
}
