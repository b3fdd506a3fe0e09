/** 门店电子菜单页面（src/store/emenu/、resources/emenu.ts）。 */
export default {
  emenu: {
    card_title: '电子菜单',
    title: '%{name} 的电子菜单',
    no_id: '请从门店列表的门店行打开电子菜单。',
    open: '电子菜单与餐桌二维码',
    saved: '电子菜单设置已保存',
    field: {
      enabled: '启用电子菜单',
      qr_domain: '二维码页面域名',
      qr_domain_help: '二维码打开的点餐页面的域名，例如 order.example.com',
      order_pin_required: '下单需要 PIN 码',
      order_pin: '下单 PIN 码：%{pin}',
      new_pin: '为门店生成新 PIN 码（已打印的二维码都需要更换）',
      welcome_text: '欢迎语',
      option_texts: '点餐选项',
      option_text: '选项文字',
      items: '商品',
      item_name: '商品',
      item_price: '价格（%{currency}）',
    },
    preview: '1 号桌打开：%{url}',
    qr: {
      title: '餐桌二维码',
      help: '每张餐桌一个二维码，打开该餐桌的点餐页面。',
      none_domain: '请设置并保存二维码页面域名，以生成餐桌二维码。',
      none_tables: '该门店没有餐桌：请在门店页面设置餐桌数量。',
      table: '%{table} 号桌',
      download: '下载 PNG',
      print: '全部打印',
    },
  },
};
