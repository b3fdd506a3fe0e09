import englishMessages from 'ra-language-english';
import { mergeMessages, type Messages } from '../merge';

/**
 * react-admin's own messages (`ra.*`), from the package matching the installed react-admin. Sorting
 * names the column as it is written: the package lowers its first letter ("Sort by iD").
 */
export default mergeMessages(englishMessages as unknown as Messages, {
  ra: { sort: { sort_by: 'Sort by %{field} %{order}' } },
});
