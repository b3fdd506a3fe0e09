import englishMessages from 'ra-language-english';
import type { Messages } from '../merge';

/** react-admin's own messages (`ra.*`), from the package matching the installed react-admin. */
export default englishMessages as unknown as Messages;
