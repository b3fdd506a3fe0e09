/** Texts of the xlsx exports (server/crud/export-headers.ts): a time column's header names its zone. */
export default {
  export: {
    zoned_header: '%{field}（%{zone}）',
    local_time: '当地时间',
  },
};
