import { SetMetadata } from '@nestjs/common';
import { Role } from './principal';

/** Metadata key for the access rule of a route. */
export const ACCESS = 'ledger:access';

/** Who may call a route: nobody needs a key (public), the operator, or club keys of some roles. */
export type AccessRule = { public: true } | { operator: true } | { roles: Role[]; alsoOperator?: true };

/** The route needs no key (health, docs). */
export const Public = () => SetMetadata(ACCESS, { public: true } satisfies AccessRule);
/** Only the server's operator token may call the route. */
export const OperatorOnly = () => SetMetadata(ACCESS, { operator: true } satisfies AccessRule);
/** Club keys with one of these roles may call the route. */
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS, { roles } satisfies AccessRule);
/** Admin keys of the club, or the server's operator (revoking a club's key). */
export const AdminOrOperator = () => SetMetadata(ACCESS, { roles: ['admin'], alsoOperator: true } satisfies AccessRule);
/** Any club key may read (admin, scorer, auditor). */
export const AnyRole = () => Roles('admin', 'scorer', 'auditor');
