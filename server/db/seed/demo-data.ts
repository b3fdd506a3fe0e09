/** The demo world: who is who, and the logins printed at start (README lists the same). */
export const DEMO_LOGINS = [
  { account: 'admin', password: 'admin123', who: 'operator admin' },
  { account: 'dealer1', password: 'dealer123', who: 'admin of a level-1 dealer (Indonesia)' },
  { account: 'manager1', password: 'dealer123', who: 'manager of that dealer' },
  { account: 'staff1', password: 'dealer123', who: "that dealer's employee (staff role)" },
  { account: 'dealer2', password: 'dealer123', who: 'admin of a level-2 dealer under it' },
] as const;

export interface DemoDealer {
  key: string;
  name: string;
  country: 'ID' | 'TR' | 'MY' | 'PH';
  parent?: string;
  quota: number;
  smsBalance: number;
  contact: [string, string, string];
  staff: { account: string; name: string; role: 'admin' | 'manager' | 'staff' }[];
  brands: { name: string; admin: string; stores: string[] }[];
}

export const DEMO_DEALERS: DemoDealer[] = [
  {
    key: 'id1',
    name: 'Nusantara POS Partners',
    country: 'ID',
    quota: 400,
    smsBalance: 20000,
    contact: ['Budi Santoso', '+62 812 3456 7890', 'budi@nusantarapos.co.id'],
    staff: [
      { account: 'dealer1', name: 'Budi Santoso', role: 'admin' },
      { account: 'manager1', name: 'Siti Rahayu', role: 'manager' },
      { account: 'staff1', name: 'Agus Pratama', role: 'staff' },
    ],
    brands: [
      {
        name: 'Warung Sederhana',
        admin: 'warungsederhana',
        stores: ['Warung Sederhana Menteng', 'Warung Sederhana Kemang', 'Warung Sederhana Bandung'],
      },
      { name: 'Kopi Kenangan Kita', admin: 'kopikita', stores: ['Kopi Kita Sudirman', 'Kopi Kita Senayan'] },
    ],
  },
  {
    key: 'id2',
    name: 'Jakarta Selatan Reseller',
    country: 'ID',
    parent: 'id1',
    quota: 60,
    smsBalance: 3000,
    contact: ['Dewi Lestari', '+62 813 2222 3333', 'dewi@jaksel-reseller.co.id'],
    staff: [
      { account: 'dealer2', name: 'Dewi Lestari', role: 'admin' },
      { account: 'staff2', name: 'Rudi Hartono', role: 'staff' },
    ],
    brands: [{ name: 'Bakso Pak Kumis', admin: 'baksokumis', stores: ['Bakso Pak Kumis Blok M', 'Bakso Pak Kumis Cilandak'] }],
  },
  {
    key: 'tr1',
    name: 'Anadolu Restoran Sistemleri',
    country: 'TR',
    quota: 250,
    smsBalance: 12000,
    contact: ['Mehmet Yılmaz', '+90 532 111 2233', 'mehmet@anadolurs.com.tr'],
    staff: [
      { account: 'dealer_tr', name: 'Mehmet Yılmaz', role: 'admin' },
      { account: 'manager_tr', name: 'Ayşe Demir', role: 'manager' },
    ],
    brands: [{ name: 'Kebapçı Halil', admin: 'kebapcihalil', stores: ['Kebapçı Halil Kadıköy', 'Kebapçı Halil Beşiktaş'] }],
  },
  {
    key: 'tr2',
    name: 'Ege POS Bayi',
    country: 'TR',
    parent: 'tr1',
    quota: 30,
    smsBalance: 1000,
    contact: ['Can Öztürk', '+90 533 444 5566', 'can@egepos.com.tr'],
    staff: [{ account: 'dealer_tr2', name: 'Can Öztürk', role: 'admin' }],
    brands: [{ name: 'İzmir Boyoz Evi', admin: 'boyozevi', stores: ['Boyoz Evi Alsancak'] }],
  },
  {
    key: 'my1',
    name: 'Semenanjung POS Sdn Bhd',
    country: 'MY',
    quota: 200,
    smsBalance: 8000,
    contact: ['Ahmad Faizal', '+60 12 345 6789', 'faizal@semenanjungpos.my'],
    staff: [
      { account: 'dealer_my', name: 'Ahmad Faizal', role: 'admin' },
      { account: 'staff_my', name: 'Lim Wei Ling', role: 'staff' },
    ],
    brands: [{ name: 'Nasi Kandar Pelita', admin: 'nasikandar', stores: ['Pelita Jalan Ampang', 'Pelita Bangsar'] }],
  },
  {
    key: 'my2',
    name: 'Penang Resto Solutions',
    country: 'MY',
    parent: 'my1',
    quota: 20,
    smsBalance: 500,
    contact: ['Tan Mei Hua', '+60 16 777 8888', 'meihua@penangresto.my'],
    staff: [{ account: 'dealer_my2', name: 'Tan Mei Hua', role: 'admin' }],
    brands: [{ name: 'Char Kway Teow House', admin: 'ckthouse', stores: ['CKT House Georgetown'] }],
  },
  {
    key: 'ph1',
    name: 'Luzon Resto Tech Inc.',
    country: 'PH',
    quota: 150,
    smsBalance: 6000,
    contact: ['Jose Reyes', '+63 917 123 4567', 'jose@luzonresto.ph'],
    staff: [{ account: 'dealer_ph', name: 'Jose Reyes', role: 'admin' }],
    brands: [{ name: 'Lechon Manila', admin: 'lechonmanila', stores: ['Lechon Manila Makati', 'Lechon Manila BGC'] }],
  },
  {
    key: 'ph2',
    name: 'Cebu POS Center',
    country: 'PH',
    parent: 'ph1',
    quota: 25,
    smsBalance: 800,
    contact: ['Maria Santos', '+63 918 765 4321', 'maria@cebupos.ph'],
    staff: [{ account: 'dealer_ph2', name: 'Maria Santos', role: 'admin' }],
    brands: [{ name: 'Cebu Lechon Atbp', admin: 'cebulechon', stores: ['Cebu Lechon IT Park'] }],
  },
];

/** The operator's demo employees besides its admin (DEMO_LOGINS). */
export const DEMO_OPERATOR_STAFF = [{ account: 'opstaff', name: 'Oscar Staff', role: 'staff' }] as const;

/** The password of every demo employee: the printed logins', `dealer123` for the rest (README says so). */
export const DEMO_PASSWORDS: ReadonlyMap<string, string> = new Map([
  ...DEMO_OPERATOR_STAFF.map((member) => [member.account, 'dealer123'] as const),
  ...DEMO_DEALERS.flatMap((dealer) => dealer.staff.map((member) => [member.account, 'dealer123'] as const)),
  ...DEMO_LOGINS.map((login) => [login.account, login.password] as const),
]);

export const DEMO_VERSIONS = [
  {
    name: 'POS Android',
    versionNo: '5.2.0',
    platform: 'android',
    forceUpdate: false,
    notes: 'Split bills by seat; faster kitchen printing.',
  },
  { name: 'POS Android', versionNo: '5.1.4', platform: 'android', forceUpdate: false, notes: 'Fixes for offline order sync.' },
  {
    name: 'POS Windows',
    versionNo: '5.1.3',
    platform: 'windows',
    forceUpdate: true,
    notes: 'Security update: TLS 1.3 for payment terminals.',
  },
  { name: 'POS iPad', versionNo: '4.9.0', platform: 'ios', forceUpdate: false, notes: 'Table map editor and QR e-menu pairing.' },
] as const;

/** Where each demo store stands (its neighbourhood's centre), so that maps open on its city. */
export const DEMO_STORE_PLACES: Readonly<Record<string, { city: string; lat: number; lng: number }>> = {
  'Warung Sederhana Menteng': { city: 'Jakarta', lat: -6.1963, lng: 106.8336 },
  'Warung Sederhana Kemang': { city: 'Jakarta', lat: -6.2607, lng: 106.8137 },
  'Warung Sederhana Bandung': { city: 'Bandung', lat: -6.9175, lng: 107.6191 },
  'Kopi Kita Sudirman': { city: 'Jakarta', lat: -6.2146, lng: 106.8191 },
  'Kopi Kita Senayan': { city: 'Jakarta', lat: -6.227, lng: 106.8 },
  'Bakso Pak Kumis Blok M': { city: 'Jakarta', lat: -6.2443, lng: 106.7993 },
  'Bakso Pak Kumis Cilandak': { city: 'Jakarta', lat: -6.2883, lng: 106.7986 },
  'Kebapçı Halil Kadıköy': { city: 'İstanbul', lat: 40.9909, lng: 29.027 },
  'Kebapçı Halil Beşiktaş': { city: 'İstanbul', lat: 41.0422, lng: 29.0083 },
  'Boyoz Evi Alsancak': { city: 'İzmir', lat: 38.437, lng: 27.1428 },
  'Pelita Jalan Ampang': { city: 'Kuala Lumpur', lat: 3.16, lng: 101.72 },
  'Pelita Bangsar': { city: 'Kuala Lumpur', lat: 3.13, lng: 101.67 },
  'CKT House Georgetown': { city: 'George Town', lat: 5.4141, lng: 100.3288 },
  'Lechon Manila Makati': { city: 'Makati', lat: 14.5547, lng: 121.0244 },
  'Lechon Manila BGC': { city: 'Taguig', lat: 14.5509, lng: 121.0509 },
  'Cebu Lechon IT Park': { city: 'Cebu City', lat: 10.3302, lng: 123.9057 },
};
