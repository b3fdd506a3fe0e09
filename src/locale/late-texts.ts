import { LATE_TEXTS } from '../../i18n/late';
import { addCatalogs } from '../../i18n/shell';

// imported by the pages that show these texts: they join the catalogs before those pages render
addCatalogs(LATE_TEXTS);
