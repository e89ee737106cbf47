// Reserved for the React bindings (`portico/react`): provider, hooks and
// components arrive in a later issue. Nothing is exported yet.
export {};
