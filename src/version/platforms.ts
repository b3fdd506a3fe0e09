import { PLATFORMS } from '../../resources/version';
import type { Choice } from '../common/choices';

/** The POS platforms as choices (names: `app.platform.<value>`). */
export const platformChoices: Choice[] = PLATFORMS.map((id) => ({ id, name: `app.platform.${id}` }));
