/** The roles a club key can have (api.md "Auth and tenancy"). */
export type Role = 'admin' | 'scorer' | 'auditor';

/** Who is calling: a club key, or the server's operator. */
export type Principal =
  { kind: 'key'; clubId: string; keyId: string; role: Role; label: string } | { kind: 'operator' };

/** The principal of a club key (not the operator). */
export type KeyPrincipal = Extract<Principal, { kind: 'key' }>;
