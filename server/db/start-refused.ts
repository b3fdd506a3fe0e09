/** A start the server refuses for a reason the operator can act on: printed alone, without a stack. */
export class StartRefused extends Error {}
