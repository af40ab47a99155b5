/**
 * Seed data: countries, provinces (first-level subdivisions) and main cities.
 *
 * - Country codes are ISO 3166-1 alpha-2; province codes are ISO 3166-2.
 * - Within each province the capital comes first, followed by other main cities.
 * - City codes are lowercase ASCII slugs, unique within their country.
 * - Persian names use Persian letters (ی, ک) and the zero-width non-joiner (U+200C)
 *   where Persian orthography calls for it.
 */

export interface CitySeed {
  code: string;
  nameEn: string;
  nameFa: string;
}

export interface ProvinceSeed {
  code: string;
  nameEn: string;
  nameFa: string;
  cities: CitySeed[];
}

export interface CountrySeed {
  /** ISO 3166-1 alpha-2 */
  code: string;
  nameEn: string;
  nameFa: string;
  dialCode: string;
  provinces: ProvinceSeed[];
}

const iranProvinces: ProvinceSeed[] = [
  {
    code: "IR-00",
    nameEn: "Markazi",
    nameFa: "مرکزی",
    cities: [
      { code: "arak", nameEn: "Arak", nameFa: "اراک" },
      { code: "saveh", nameEn: "Saveh", nameFa: "ساوه" },
      { code: "khomein", nameEn: "Khomein", nameFa: "خمین" },
      { code: "mahallat", nameEn: "Mahallat", nameFa: "محلات" },
      { code: "delijan", nameEn: "Delijan", nameFa: "دلیجان" },
      { code: "tafresh", nameEn: "Tafresh", nameFa: "تفرش" },
      { code: "shazand", nameEn: "Shazand", nameFa: "شازند" },
    ],
  },
  {
    code: "IR-01",
    nameEn: "Gilan",
    nameFa: "گیلان",
    cities: [
      { code: "rasht", nameEn: "Rasht", nameFa: "رشت" },
      { code: "bandar-e-anzali", nameEn: "Bandar-e Anzali", nameFa: "بندر انزلی" },
      { code: "lahijan", nameEn: "Lahijan", nameFa: "لاهیجان" },
      { code: "langarud", nameEn: "Langarud", nameFa: "لنگرود" },
      { code: "astara", nameEn: "Astara", nameFa: "آستارا" },
      { code: "rudsar", nameEn: "Rudsar", nameFa: "رودسر" },
      { code: "fuman", nameEn: "Fuman", nameFa: "فومن" },
    ],
  },
  {
    code: "IR-02",
    nameEn: "Mazandaran",
    nameFa: "مازندران",
    cities: [
      { code: "sari", nameEn: "Sari", nameFa: "ساری" },
      { code: "babol", nameEn: "Babol", nameFa: "بابل" },
      { code: "amol", nameEn: "Amol", nameFa: "آمل" },
      { code: "qaem-shahr", nameEn: "Qaem Shahr", nameFa: "قائم‌شهر" },
      { code: "behshahr", nameEn: "Behshahr", nameFa: "بهشهر" },
      { code: "chalus", nameEn: "Chalus", nameFa: "چالوس" },
      { code: "nowshahr", nameEn: "Nowshahr", nameFa: "نوشهر" },
      { code: "tonekabon", nameEn: "Tonekabon", nameFa: "تنکابن" },
    ],
  },
  {
    code: "IR-03",
    nameEn: "East Azerbaijan",
    nameFa: "آذربایجان شرقی",
    cities: [
      { code: "tabriz", nameEn: "Tabriz", nameFa: "تبریز" },
      { code: "maragheh", nameEn: "Maragheh", nameFa: "مراغه" },
      { code: "marand", nameEn: "Marand", nameFa: "مرند" },
      { code: "mianeh", nameEn: "Mianeh", nameFa: "میانه" },
      { code: "ahar", nameEn: "Ahar", nameFa: "اهر" },
      { code: "bonab", nameEn: "Bonab", nameFa: "بناب" },
      { code: "sarab", nameEn: "Sarab", nameFa: "سراب" },
      { code: "shabestar", nameEn: "Shabestar", nameFa: "شبستر" },
    ],
  },
  {
    code: "IR-04",
    nameEn: "West Azerbaijan",
    nameFa: "آذربایجان غربی",
    cities: [
      { code: "urmia", nameEn: "Urmia", nameFa: "ارومیه" },
      { code: "khoy", nameEn: "Khoy", nameFa: "خوی" },
      { code: "mahabad", nameEn: "Mahabad", nameFa: "مهاباد" },
      { code: "miandoab", nameEn: "Miandoab", nameFa: "میاندوآب" },
      { code: "bukan", nameEn: "Bukan", nameFa: "بوکان" },
      { code: "salmas", nameEn: "Salmas", nameFa: "سلماس" },
      { code: "naqadeh", nameEn: "Naqadeh", nameFa: "نقده" },
      { code: "maku", nameEn: "Maku", nameFa: "ماکو" },
    ],
  },
  {
    code: "IR-05",
    nameEn: "Kermanshah",
    nameFa: "کرمانشاه",
    cities: [
      { code: "kermanshah", nameEn: "Kermanshah", nameFa: "کرمانشاه" },
      { code: "eslamabad-e-gharb", nameEn: "Eslamabad-e Gharb", nameFa: "اسلام‌آباد غرب" },
      { code: "harsin", nameEn: "Harsin", nameFa: "هرسین" },
      { code: "kangavar", nameEn: "Kangavar", nameFa: "کنگاور" },
      { code: "sonqor", nameEn: "Sonqor", nameFa: "سنقر" },
      { code: "sarpol-e-zahab", nameEn: "Sarpol-e Zahab", nameFa: "سرپل ذهاب" },
      { code: "paveh", nameEn: "Paveh", nameFa: "پاوه" },
      { code: "javanrud", nameEn: "Javanrud", nameFa: "جوانرود" },
    ],
  },
  {
    code: "IR-06",
    nameEn: "Khuzestan",
    nameFa: "خوزستان",
    cities: [
      { code: "ahvaz", nameEn: "Ahvaz", nameFa: "اهواز" },
      { code: "abadan", nameEn: "Abadan", nameFa: "آبادان" },
      { code: "dezful", nameEn: "Dezful", nameFa: "دزفول" },
      { code: "khorramshahr", nameEn: "Khorramshahr", nameFa: "خرمشهر" },
      { code: "andimeshk", nameEn: "Andimeshk", nameFa: "اندیمشک" },
      { code: "behbahan", nameEn: "Behbahan", nameFa: "بهبهان" },
      { code: "shushtar", nameEn: "Shushtar", nameFa: "شوشتر" },
      { code: "bandar-e-mahshahr", nameEn: "Bandar-e Mahshahr", nameFa: "بندر ماهشهر" },
    ],
  },
  {
    code: "IR-07",
    nameEn: "Fars",
    nameFa: "فارس",
    cities: [
      { code: "shiraz", nameEn: "Shiraz", nameFa: "شیراز" },
      { code: "marvdasht", nameEn: "Marvdasht", nameFa: "مرودشت" },
      { code: "jahrom", nameEn: "Jahrom", nameFa: "جهرم" },
      { code: "kazerun", nameEn: "Kazerun", nameFa: "کازرون" },
      { code: "fasa", nameEn: "Fasa", nameFa: "فسا" },
      { code: "darab", nameEn: "Darab", nameFa: "داراب" },
      { code: "lar", nameEn: "Lar", nameFa: "لار" },
      { code: "abadeh", nameEn: "Abadeh", nameFa: "آباده" },
    ],
  },
  {
    code: "IR-08",
    nameEn: "Kerman",
    nameFa: "کرمان",
    cities: [
      { code: "kerman", nameEn: "Kerman", nameFa: "کرمان" },
      { code: "sirjan", nameEn: "Sirjan", nameFa: "سیرجان" },
      { code: "rafsanjan", nameEn: "Rafsanjan", nameFa: "رفسنجان" },
      { code: "jiroft", nameEn: "Jiroft", nameFa: "جیرفت" },
      { code: "bam", nameEn: "Bam", nameFa: "بم" },
      { code: "zarand", nameEn: "Zarand", nameFa: "زرند" },
      { code: "shahr-e-babak", nameEn: "Shahr-e Babak", nameFa: "شهربابک" },
      { code: "kahnuj", nameEn: "Kahnuj", nameFa: "کهنوج" },
    ],
  },
  {
    code: "IR-09",
    nameEn: "Razavi Khorasan",
    nameFa: "خراسان رضوی",
    cities: [
      { code: "mashhad", nameEn: "Mashhad", nameFa: "مشهد" },
      { code: "neyshabur", nameEn: "Neyshabur", nameFa: "نیشابور" },
      { code: "sabzevar", nameEn: "Sabzevar", nameFa: "سبزوار" },
      { code: "torbat-e-heydarieh", nameEn: "Torbat-e Heydarieh", nameFa: "تربت حیدریه" },
      { code: "quchan", nameEn: "Quchan", nameFa: "قوچان" },
      { code: "kashmar", nameEn: "Kashmar", nameFa: "کاشمر" },
      { code: "torbat-e-jam", nameEn: "Torbat-e Jam", nameFa: "تربت جام" },
      { code: "gonabad", nameEn: "Gonabad", nameFa: "گناباد" },
    ],
  },
  {
    code: "IR-10",
    nameEn: "Isfahan",
    nameFa: "اصفهان",
    cities: [
      { code: "isfahan", nameEn: "Isfahan", nameFa: "اصفهان" },
      { code: "kashan", nameEn: "Kashan", nameFa: "کاشان" },
      { code: "khomeyni-shahr", nameEn: "Khomeyni Shahr", nameFa: "خمینی‌شهر" },
      { code: "najafabad", nameEn: "Najafabad", nameFa: "نجف‌آباد" },
      { code: "shahin-shahr", nameEn: "Shahin Shahr", nameFa: "شاهین‌شهر" },
      { code: "shahreza", nameEn: "Shahreza", nameFa: "شهرضا" },
      { code: "golpayegan", nameEn: "Golpayegan", nameFa: "گلپایگان" },
      { code: "natanz", nameEn: "Natanz", nameFa: "نطنز" },
    ],
  },
  {
    code: "IR-11",
    nameEn: "Sistan and Baluchestan",
    nameFa: "سیستان و بلوچستان",
    cities: [
      { code: "zahedan", nameEn: "Zahedan", nameFa: "زاهدان" },
      { code: "zabol", nameEn: "Zabol", nameFa: "زابل" },
      { code: "chabahar", nameEn: "Chabahar", nameFa: "چابهار" },
      { code: "iranshahr", nameEn: "Iranshahr", nameFa: "ایرانشهر" },
      { code: "saravan", nameEn: "Saravan", nameFa: "سراوان" },
      { code: "khash", nameEn: "Khash", nameFa: "خاش" },
      { code: "konarak", nameEn: "Konarak", nameFa: "کنارک" },
    ],
  },
  {
    code: "IR-12",
    nameEn: "Kurdistan",
    nameFa: "کردستان",
    cities: [
      { code: "sanandaj", nameEn: "Sanandaj", nameFa: "سنندج" },
      { code: "saqqez", nameEn: "Saqqez", nameFa: "سقز" },
      { code: "marivan", nameEn: "Marivan", nameFa: "مریوان" },
      { code: "baneh", nameEn: "Baneh", nameFa: "بانه" },
      { code: "bijar", nameEn: "Bijar", nameFa: "بیجار" },
      { code: "qorveh", nameEn: "Qorveh", nameFa: "قروه" },
      { code: "kamyaran", nameEn: "Kamyaran", nameFa: "کامیاران" },
    ],
  },
  {
    code: "IR-13",
    nameEn: "Hamadan",
    nameFa: "همدان",
    cities: [
      { code: "hamadan", nameEn: "Hamadan", nameFa: "همدان" },
      { code: "malayer", nameEn: "Malayer", nameFa: "ملایر" },
      { code: "nahavand", nameEn: "Nahavand", nameFa: "نهاوند" },
      { code: "tuyserkan", nameEn: "Tuyserkan", nameFa: "تویسرکان" },
      { code: "asadabad", nameEn: "Asadabad", nameFa: "اسدآباد" },
      { code: "kabudarahang", nameEn: "Kabudarahang", nameFa: "کبودرآهنگ" },
      { code: "razan", nameEn: "Razan", nameFa: "رزن" },
    ],
  },
  {
    code: "IR-14",
    nameEn: "Chaharmahal and Bakhtiari",
    nameFa: "چهارمحال و بختیاری",
    cities: [
      { code: "shahrekord", nameEn: "Shahrekord", nameFa: "شهرکرد" },
      { code: "borujen", nameEn: "Borujen", nameFa: "بروجن" },
      { code: "farsan", nameEn: "Farsan", nameFa: "فارسان" },
      { code: "lordegan", nameEn: "Lordegan", nameFa: "لردگان" },
      { code: "ardal", nameEn: "Ardal", nameFa: "اردل" },
      { code: "ben", nameEn: "Ben", nameFa: "بن" },
    ],
  },
  {
    code: "IR-15",
    nameEn: "Lorestan",
    nameFa: "لرستان",
    cities: [
      { code: "khorramabad", nameEn: "Khorramabad", nameFa: "خرم‌آباد" },
      { code: "borujerd", nameEn: "Borujerd", nameFa: "بروجرد" },
      { code: "dorud", nameEn: "Dorud", nameFa: "دورود" },
      { code: "aligudarz", nameEn: "Aligudarz", nameFa: "الیگودرز" },
      { code: "kuhdasht", nameEn: "Kuhdasht", nameFa: "کوهدشت" },
      { code: "azna", nameEn: "Azna", nameFa: "ازنا" },
    ],
  },
  {
    code: "IR-16",
    nameEn: "Ilam",
    nameFa: "ایلام",
    cities: [
      { code: "ilam", nameEn: "Ilam", nameFa: "ایلام" },
      { code: "dehloran", nameEn: "Dehloran", nameFa: "دهلران" },
      { code: "abdanan", nameEn: "Abdanan", nameFa: "آبدانان" },
      { code: "mehran", nameEn: "Mehran", nameFa: "مهران" },
      { code: "eyvan", nameEn: "Eyvan", nameFa: "ایوان" },
      { code: "darreh-shahr", nameEn: "Darreh Shahr", nameFa: "دره‌شهر" },
    ],
  },
  {
    code: "IR-17",
    nameEn: "Kohgiluyeh and Boyer-Ahmad",
    nameFa: "کهگیلویه و بویراحمد",
    cities: [
      { code: "yasuj", nameEn: "Yasuj", nameFa: "یاسوج" },
      { code: "dogonbadan", nameEn: "Dogonbadan", nameFa: "دوگنبدان" },
      { code: "dehdasht", nameEn: "Dehdasht", nameFa: "دهدشت" },
      { code: "likak", nameEn: "Likak", nameFa: "لیکک" },
      { code: "sisakht", nameEn: "Sisakht", nameFa: "سی‌سخت" },
      { code: "charam", nameEn: "Charam", nameFa: "چرام" },
    ],
  },
  {
    code: "IR-18",
    nameEn: "Bushehr",
    nameFa: "بوشهر",
    cities: [
      { code: "bushehr", nameEn: "Bushehr", nameFa: "بوشهر" },
      { code: "borazjan", nameEn: "Borazjan", nameFa: "برازجان" },
      { code: "kangan", nameEn: "Kangan", nameFa: "کنگان" },
      { code: "khormuj", nameEn: "Khormuj", nameFa: "خورموج" },
      { code: "jam", nameEn: "Jam", nameFa: "جم" },
      { code: "deylam", nameEn: "Deylam", nameFa: "دیلم" },
      { code: "asaluyeh", nameEn: "Asaluyeh", nameFa: "عسلویه" },
    ],
  },
  {
    code: "IR-19",
    nameEn: "Zanjan",
    nameFa: "زنجان",
    cities: [
      { code: "zanjan", nameEn: "Zanjan", nameFa: "زنجان" },
      { code: "abhar", nameEn: "Abhar", nameFa: "ابهر" },
      { code: "khorramdarreh", nameEn: "Khorramdarreh", nameFa: "خرمدره" },
      { code: "qeydar", nameEn: "Qeydar", nameFa: "قیدار" },
      { code: "mahneshan", nameEn: "Mahneshan", nameFa: "ماهنشان" },
      { code: "soltaniyeh", nameEn: "Soltaniyeh", nameFa: "سلطانیه" },
    ],
  },
  {
    code: "IR-20",
    nameEn: "Semnan",
    nameFa: "سمنان",
    cities: [
      { code: "semnan", nameEn: "Semnan", nameFa: "سمنان" },
      { code: "shahrud", nameEn: "Shahrud", nameFa: "شاهرود" },
      { code: "damghan", nameEn: "Damghan", nameFa: "دامغان" },
      { code: "garmsar", nameEn: "Garmsar", nameFa: "گرمسار" },
      { code: "mehdishahr", nameEn: "Mehdishahr", nameFa: "مهدی‌شهر" },
      { code: "sorkheh", nameEn: "Sorkheh", nameFa: "سرخه" },
    ],
  },
  {
    code: "IR-21",
    nameEn: "Yazd",
    nameFa: "یزد",
    cities: [
      { code: "yazd", nameEn: "Yazd", nameFa: "یزد" },
      { code: "meybod", nameEn: "Meybod", nameFa: "میبد" },
      { code: "ardakan", nameEn: "Ardakan", nameFa: "اردکان" },
      { code: "taft", nameEn: "Taft", nameFa: "تفت" },
      { code: "mehriz", nameEn: "Mehriz", nameFa: "مهریز" },
      { code: "abarkuh", nameEn: "Abarkuh", nameFa: "ابرکوه" },
      { code: "bafq", nameEn: "Bafq", nameFa: "بافق" },
    ],
  },
  {
    code: "IR-22",
    nameEn: "Hormozgan",
    nameFa: "هرمزگان",
    cities: [
      { code: "bandar-abbas", nameEn: "Bandar Abbas", nameFa: "بندرعباس" },
      { code: "minab", nameEn: "Minab", nameFa: "میناب" },
      { code: "bandar-lengeh", nameEn: "Bandar Lengeh", nameFa: "بندر لنگه" },
      { code: "qeshm", nameEn: "Qeshm", nameFa: "قشم" },
      { code: "jask", nameEn: "Jask", nameFa: "جاسک" },
      { code: "hajjiabad", nameEn: "Hajjiabad", nameFa: "حاجی‌آباد" },
      { code: "bastak", nameEn: "Bastak", nameFa: "بستک" },
    ],
  },
  {
    code: "IR-23",
    nameEn: "Tehran",
    nameFa: "تهران",
    cities: [
      { code: "tehran", nameEn: "Tehran", nameFa: "تهران" },
      { code: "eslamshahr", nameEn: "Eslamshahr", nameFa: "اسلامشهر" },
      { code: "shahriar", nameEn: "Shahriar", nameFa: "شهریار" },
      { code: "varamin", nameEn: "Varamin", nameFa: "ورامین" },
      { code: "pakdasht", nameEn: "Pakdasht", nameFa: "پاکدشت" },
      { code: "qods", nameEn: "Qods", nameFa: "قدس" },
      { code: "damavand", nameEn: "Damavand", nameFa: "دماوند" },
    ],
  },
  {
    code: "IR-24",
    nameEn: "Ardabil",
    nameFa: "اردبیل",
    cities: [
      { code: "ardabil", nameEn: "Ardabil", nameFa: "اردبیل" },
      { code: "parsabad", nameEn: "Parsabad", nameFa: "پارس‌آباد" },
      { code: "meshgin-shahr", nameEn: "Meshgin Shahr", nameFa: "مشگین‌شهر" },
      { code: "khalkhal", nameEn: "Khalkhal", nameFa: "خلخال" },
      { code: "germi", nameEn: "Germi", nameFa: "گرمی" },
      { code: "namin", nameEn: "Namin", nameFa: "نمین" },
    ],
  },
  {
    code: "IR-25",
    nameEn: "Qom",
    nameFa: "قم",
    cities: [
      { code: "qom", nameEn: "Qom", nameFa: "قم" },
      { code: "jafariyeh", nameEn: "Jafariyeh", nameFa: "جعفریه" },
      { code: "kahak", nameEn: "Kahak", nameFa: "کهک" },
      { code: "salafchegan", nameEn: "Salafchegan", nameFa: "سلفچگان" },
      { code: "dastjerd", nameEn: "Dastjerd", nameFa: "دستجرد" },
      { code: "qanavat", nameEn: "Qanavat", nameFa: "قنوات" },
    ],
  },
  {
    code: "IR-26",
    nameEn: "Qazvin",
    nameFa: "قزوین",
    cities: [
      { code: "qazvin", nameEn: "Qazvin", nameFa: "قزوین" },
      { code: "takestan", nameEn: "Takestan", nameFa: "تاکستان" },
      { code: "abyek", nameEn: "Abyek", nameFa: "آبیک" },
      { code: "buin-zahra", nameEn: "Buin Zahra", nameFa: "بوئین‌زهرا" },
      { code: "alvand", nameEn: "Alvand", nameFa: "الوند" },
      { code: "avaj", nameEn: "Avaj", nameFa: "آوج" },
    ],
  },
  {
    code: "IR-27",
    nameEn: "Golestan",
    nameFa: "گلستان",
    cities: [
      { code: "gorgan", nameEn: "Gorgan", nameFa: "گرگان" },
      { code: "gonbad-e-kavus", nameEn: "Gonbad-e Kavus", nameFa: "گنبد کاووس" },
      { code: "aliabad-e-katul", nameEn: "Aliabad-e Katul", nameFa: "علی‌آباد کتول" },
      { code: "bandar-torkaman", nameEn: "Bandar Torkaman", nameFa: "بندر ترکمن" },
      { code: "kordkuy", nameEn: "Kordkuy", nameFa: "کردکوی" },
      { code: "azadshahr", nameEn: "Azadshahr", nameFa: "آزادشهر" },
      { code: "kalaleh", nameEn: "Kalaleh", nameFa: "کلاله" },
      { code: "minudasht", nameEn: "Minudasht", nameFa: "مینودشت" },
    ],
  },
  {
    code: "IR-28",
    nameEn: "North Khorasan",
    nameFa: "خراسان شمالی",
    cities: [
      { code: "bojnurd", nameEn: "Bojnurd", nameFa: "بجنورد" },
      { code: "shirvan", nameEn: "Shirvan", nameFa: "شیروان" },
      { code: "esfarayen", nameEn: "Esfarayen", nameFa: "اسفراین" },
      { code: "jajarm", nameEn: "Jajarm", nameFa: "جاجرم" },
      { code: "faruj", nameEn: "Faruj", nameFa: "فاروج" },
      { code: "ashkhaneh", nameEn: "Ashkhaneh", nameFa: "آشخانه" },
    ],
  },
  {
    code: "IR-29",
    nameEn: "South Khorasan",
    nameFa: "خراسان جنوبی",
    cities: [
      { code: "birjand", nameEn: "Birjand", nameFa: "بیرجند" },
      { code: "qaen", nameEn: "Qaen", nameFa: "قائن" },
      { code: "ferdows", nameEn: "Ferdows", nameFa: "فردوس" },
      { code: "tabas", nameEn: "Tabas", nameFa: "طبس" },
      { code: "nehbandan", nameEn: "Nehbandan", nameFa: "نهبندان" },
      { code: "sarbisheh", nameEn: "Sarbisheh", nameFa: "سربیشه" },
    ],
  },
  {
    code: "IR-30",
    nameEn: "Alborz",
    nameFa: "البرز",
    cities: [
      { code: "karaj", nameEn: "Karaj", nameFa: "کرج" },
      { code: "fardis", nameEn: "Fardis", nameFa: "فردیس" },
      { code: "nazarabad", nameEn: "Nazarabad", nameFa: "نظرآباد" },
      { code: "hashtgerd", nameEn: "Hashtgerd", nameFa: "هشتگرد" },
      { code: "eshtehard", nameEn: "Eshtehard", nameFa: "اشتهارد" },
      { code: "taleqan", nameEn: "Taleqan", nameFa: "طالقان" },
    ],
  },
];

const uaeEmirates: ProvinceSeed[] = [
  {
    code: "AE-AZ",
    nameEn: "Abu Dhabi",
    nameFa: "ابوظبی",
    cities: [
      { code: "abu-dhabi", nameEn: "Abu Dhabi", nameFa: "ابوظبی" },
      { code: "al-ain", nameEn: "Al Ain", nameFa: "العین" },
      { code: "madinat-zayed", nameEn: "Madinat Zayed", nameFa: "مدینه زاید" },
      { code: "ruwais", nameEn: "Ruwais", nameFa: "رویس" },
      { code: "ghayathi", nameEn: "Ghayathi", nameFa: "غیاثی" },
      { code: "liwa", nameEn: "Liwa", nameFa: "لیوا" },
    ],
  },
  {
    code: "AE-DU",
    nameEn: "Dubai",
    nameFa: "دبی",
    cities: [
      { code: "dubai", nameEn: "Dubai", nameFa: "دبی" },
      { code: "hatta", nameEn: "Hatta", nameFa: "حتا" },
      { code: "jebel-ali", nameEn: "Jebel Ali", nameFa: "جبل علی" },
    ],
  },
  {
    code: "AE-SH",
    nameEn: "Sharjah",
    nameFa: "شارجه",
    cities: [
      { code: "sharjah", nameEn: "Sharjah", nameFa: "شارجه" },
      { code: "khor-fakkan", nameEn: "Khor Fakkan", nameFa: "خورفکان" },
      { code: "kalba", nameEn: "Kalba", nameFa: "کلباء" },
      { code: "dibba-al-hisn", nameEn: "Dibba Al-Hisn", nameFa: "دبا الحصن" },
      { code: "al-dhaid", nameEn: "Al Dhaid", nameFa: "الذید" },
      { code: "al-madam", nameEn: "Al Madam", nameFa: "المدام" },
    ],
  },
  {
    code: "AE-AJ",
    nameEn: "Ajman",
    nameFa: "عجمان",
    cities: [
      { code: "ajman", nameEn: "Ajman", nameFa: "عجمان" },
      { code: "masfout", nameEn: "Masfout", nameFa: "مصفوت" },
      { code: "manama", nameEn: "Manama", nameFa: "منامه" },
    ],
  },
  {
    code: "AE-UQ",
    nameEn: "Umm Al Quwain",
    nameFa: "ام‌القیوین",
    cities: [
      { code: "umm-al-quwain", nameEn: "Umm Al Quwain", nameFa: "ام‌القیوین" },
      { code: "falaj-al-mualla", nameEn: "Falaj Al Mualla", nameFa: "فلج المعلا" },
    ],
  },
  {
    code: "AE-RK",
    nameEn: "Ras Al Khaimah",
    nameFa: "راس‌الخیمه",
    cities: [
      { code: "ras-al-khaimah", nameEn: "Ras Al Khaimah", nameFa: "راس‌الخیمه" },
      { code: "al-jazirah-al-hamra", nameEn: "Al Jazirah Al Hamra", nameFa: "الجزیره الحمراء" },
      { code: "al-rams", nameEn: "Al Rams", nameFa: "الرمس" },
      { code: "khatt", nameEn: "Khatt", nameFa: "خت" },
      { code: "digdaga", nameEn: "Digdaga", nameFa: "دقداقه" },
    ],
  },
  {
    code: "AE-FU",
    nameEn: "Fujairah",
    nameFa: "فجیره",
    cities: [
      { code: "fujairah", nameEn: "Fujairah", nameFa: "فجیره" },
      { code: "dibba-al-fujairah", nameEn: "Dibba Al-Fujairah", nameFa: "دبا الفجیره" },
      { code: "masafi", nameEn: "Masafi", nameFa: "مسافی" },
      { code: "al-bidiyah", nameEn: "Al Bidiyah", nameFa: "البدیه" },
      { code: "qidfa", nameEn: "Qidfa", nameFa: "قدفع" },
    ],
  },
];

export const countries: CountrySeed[] = [
  {
    code: "IR",
    nameEn: "Iran",
    nameFa: "ایران",
    dialCode: "+98",
    provinces: iranProvinces,
  },
  {
    code: "AE",
    nameEn: "United Arab Emirates",
    nameFa: "امارات متحده عربی",
    dialCode: "+971",
    provinces: uaeEmirates,
  },
];
