import { numberFormat } from '../../resources/number-format';
import { localDateTime } from '../../resources/zoned-time';
import { formatDate } from '../common/format-date';

/** Loads ICU for the page's process (src/boot/warm-intl.ts) with the app's own formats, then ends. */
self.onmessage = ({ data: lang }: MessageEvent<string>) => {
  // any named zone loads the zone data that a store's times need
  const zone = 'Asia/Shanghai';
  numberFormat(lang).format(0);
  formatDate(new Date(0), lang, { kind: 'datetime', timeZone: zone });
  localDateTime(new Date(0), zone);
  self.close();
};
