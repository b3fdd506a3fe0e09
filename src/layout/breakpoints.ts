/** The narrow (mobile) layout is below this width in px: LG of docs/ui.md, apart so the login page's entry carries only it. */
export const MOBILE_BELOW = 992;

export const isMobileWidth = (width: number) => width < MOBILE_BELOW;
