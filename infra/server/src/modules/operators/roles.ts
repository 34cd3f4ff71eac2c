/**
 * Operator roles (issue 25): an internal page or API names the role it needs. `admin` holds every role; the other
 * roles let a shop give a content editor, a review moderator or a store's counter staff only their own pages.
 */
export const OPERATOR_ROLES = ['admin', 'content-editor', 'moderator', 'store-staff', 'customer-service', 'agent'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const isOperatorRole = (value: string): value is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);

/** True when the operator's roles include `needed`, directly or through `admin`. */
export const holdsRole = (roles: readonly string[], needed: OperatorRole): boolean => roles.includes('admin') || roles.includes(needed);

export const missingRoleMessage = (needed: OperatorRole): string => `This page needs the ${needed} operator role`;
