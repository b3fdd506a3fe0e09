/** The store e-menu page (src/store/emenu/, resources/emenu.ts). */
export default {
  emenu: {
    card_title: 'E-menu',
    title: 'E-menu of %{name}',
    no_id: 'Open the e-menu from a store’s row in the store list.',
    open: 'E-menu and table QR codes',
    saved: 'E-menu settings saved',
    field: {
      enabled: 'E-menu enabled',
      qr_domain: 'QR page domain',
      qr_domain_help: 'The host of the ordering page the QR codes open, e.g. order.example.com',
      order_pin_required: 'Order PIN required',
      order_pin: 'Order PIN: %{pin}',
      new_pin: 'Give the store a new PIN (every printed code must be replaced)',
      welcome_text: 'Welcome text',
      option_texts: 'Ordering options',
      option_text: 'Option text',
      items: 'Items',
      item_name: 'Item',
      item_price: 'Price (%{currency})',
    },
    preview: 'Table 1 opens: %{url}',
    qr: {
      title: 'Table QR codes',
      help: 'One code per table, each opening the ordering page for that table.',
      none_domain: 'Set and save the QR page domain to get the tables’ codes.',
      none_tables: 'The store has no tables: set their number on the store’s page.',
      table: 'Table %{table}',
      download: 'Download PNG',
      print: 'Print all',
    },
  },
};
