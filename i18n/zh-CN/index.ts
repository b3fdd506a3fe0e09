import { mergeMessages } from '../merge';
import errors from './errors';

/**
 * Every message of this language. Each area keeps its own module; add it to this list.
 */
export default mergeMessages(errors);
