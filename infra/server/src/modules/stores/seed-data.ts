/**
 * Demo store directory: for every brand and every country with a site (contracts LOCALES), three to five stores in
 * real cities, with street addresses, postcodes and phone numbers in the country's own formats and coordinates close
 * to the street. Hand-written, so the seed is the same on every run. Phone numbers in the UK (Ofcom's drama ranges),
 * France (ARCEP's fiction ranges), the US and Canada (555-01xx) are reserved for fiction; elsewhere no such range
 * exists and the numbers are made up. Opening hours follow each country's usual shop hours (Sunday closed in Germany,
 * Austria, Switzerland, Poland, Spain, France and Belgium); stores in mountain towns keep their own hours.
 */
import { STORE_SERVICES, STORE_WEEKDAYS, type StoreOpeningDay, type StoreService } from '@sf/contracts';
import { BRANDS, type BrandKey } from '@sf/remote-contract';

export interface StoreSeed {
  id: string;
  brand: BrandKey;
  country: string;
  name: string;
  addressLine1: string;
  city: string;
  postalCode: string;
  phone: string;
  latitude: number;
  longitude: number;
  openingHours: StoreOpeningDay[];
  services: StoreService[];
  position: number;
}

/** [opens, closes] or null for closed, Monday first. */
type Hours = readonly ([string, string] | null)[];

/**
 * One store: the name after the brand's, street line, postcode, city, phone, latitude, longitude, services (c
 * click-and-collect, r returns, p repairs) and, where it differs from the country's, its own hours.
 */
type StoreRow = readonly [
  label: string,
  line1: string,
  postalCode: string,
  city: string,
  phone: string,
  lat: number,
  lng: number,
  services: string,
  hours?: Hours,
];

const week = (weekday: [string, string] | null, saturday: [string, string] | null, sunday: [string, string] | null): Hours => [
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  saturday,
  sunday,
];
const MOUNTAIN_DAILY = week(['09:00', '18:30'], ['09:00', '18:30'], ['09:30', '17:00']);

interface CountryStores {
  hours: Hours;
  stores: Record<BrandKey, readonly StoreRow[]>;
}

const DIRECTORY: Record<string, CountryStores> = {
  GB: {
    hours: week(['09:30', '19:00'], ['09:30', '19:00'], ['11:00', '17:00']),
    stores: {
      northbound: [
        ['London Covent Garden', '24 Floral Street', 'WC2E 9DS', 'London', '+44 20 7946 0112', 51.5124, -0.1246, 'crp'],
        ['Manchester', '61 King Street', 'M2 4PD', 'Manchester', '+44 161 496 0231', 53.481, -2.2445, 'crp'],
        ['Edinburgh', '118 George Street', 'EH2 4LH', 'Edinburgh', '+44 131 496 0345', 55.9522, -3.2045, 'cr'],
        ['Keswick', '17 Main Street', 'CA12 5BL', 'Keswick', '+44 1632 960418', 54.6009, -3.1365, 'rp', MOUNTAIN_DAILY],
        ['Fort William', '102 High Street', 'PH33 6AD', 'Fort William', '+44 1632 960527', 56.8198, -5.1052, 'rp', MOUNTAIN_DAILY],
      ],
      kerbside: [
        ['London Shoreditch', '143 Brick Lane', 'E1 6SB', 'London', '+44 20 7946 0478', 51.5226, -0.0716, 'cr'],
        ['Bristol', '34 Park Street', 'BS1 5JA', 'Bristol', '+44 117 496 0562', 51.4543, -2.6015, 'cr'],
        ['Leeds', '21 Briggate', 'LS1 6HD', 'Leeds', '+44 113 496 0689', 53.7972, -1.5427, 'c'],
        ['Glasgow', '160 Buchanan Street', 'G1 2LW', 'Glasgow', '+44 141 496 0754', 55.8618, -4.2527, 'cr'],
      ],
      fieldwear: [
        ['London Carnaby Street', '12 Carnaby Street', 'W1F 9PS', 'London', '+44 20 7946 0836', 51.5132, -0.1389, 'crp'],
        ['Birmingham', '88 New Street', 'B2 4BA', 'Birmingham', '+44 121 496 0917', 52.479, -1.8985, 'cr'],
        ['Sheffield', '45 Division Street', 'S1 4GE', 'Sheffield', '+44 114 496 0263', 53.3795, -1.4773, 'r'],
        ['Liverpool', '19 Bold Street', 'L1 4DN', 'Liverpool', '+44 151 496 0395', 53.4036, -2.9794, 'cr'],
      ],
    },
  },
  DE: {
    hours: week(['10:00', '20:00'], ['10:00', '20:00'], null),
    stores: {
      northbound: [
        ['Berlin Mitte', 'Friedrichstraße 68', '10117', 'Berlin', '+49 30 20945710', 52.5119, 13.389, 'crp'],
        ['München', 'Sendlinger Straße 21', '80331', 'München', '+49 89 23076550', 48.1345, 11.5697, 'crp'],
        ['Hamburg', 'Mönckebergstraße 11', '20095', 'Hamburg', '+49 40 30098640', 53.5506, 10.0, 'cr'],
        ['Freiburg', 'Kaiser-Joseph-Straße 192', '79098', 'Freiburg im Breisgau', '+49 761 2926530', 47.9946, 7.8495, 'cr'],
        [
          'Garmisch-Partenkirchen',
          'Ludwigstraße 44',
          '82467',
          'Garmisch-Partenkirchen',
          '+49 8821 943270',
          47.4925,
          11.0989,
          'rp',
          week(['09:30', '18:30'], ['09:30', '16:00'], null),
        ],
      ],
      kerbside: [
        ['Berlin Kreuzberg', 'Oranienstraße 24', '10999', 'Berlin', '+49 30 61627380', 52.5003, 13.4199, 'cr'],
        ['Köln', 'Ehrenstraße 40', '50672', 'Köln', '+49 221 25871640', 50.9384, 6.9411, 'cr'],
        ['Hamburg Schanze', 'Schulterblatt 58', '20357', 'Hamburg', '+49 40 43094520', 53.5625, 9.9627, 'c'],
        ['Leipzig', 'Grimmaische Straße 2', '04109', 'Leipzig', '+49 341 21891350', 51.3397, 12.377, 'cr'],
      ],
      fieldwear: [
        ['Frankfurt', 'Zeil 106', '60313', 'Frankfurt am Main', '+49 69 21993840', 50.1146, 8.6839, 'crp'],
        ['Stuttgart', 'Königstraße 27', '70173', 'Stuttgart', '+49 711 22941760', 48.7792, 9.1772, 'cr'],
        ['Düsseldorf', 'Schadowstraße 44', '40212', 'Düsseldorf', '+49 211 86392150', 51.2263, 6.7823, 'cr'],
      ],
    },
  },
  FR: {
    hours: week(['10:00', '19:30'], ['10:00', '19:30'], null),
    stores: {
      northbound: [
        ['Paris Rivoli', '112 rue de Rivoli', '75001', 'Paris', '+33 1 99 00 41 12', 48.86, 2.344, 'crp'],
        ['Lyon', '58 rue de la République', '69002', 'Lyon', '+33 4 65 71 22 58', 45.763, 4.8357, 'crp'],
        ['Annecy', '9 rue Royale', '74000', 'Annecy', '+33 4 65 71 38 09', 45.8999, 6.1254, 'cr'],
        ['Chamonix', '86 rue Joseph Vallot', '74400', 'Chamonix-Mont-Blanc', '+33 4 65 71 47 86', 45.9247, 6.8703, 'rp', MOUNTAIN_DAILY],
      ],
      kerbside: [
        ['Paris Marais', '27 rue Vieille du Temple', '75004', 'Paris', '+33 1 99 00 52 27', 48.8576, 2.3598, 'cr'],
        ['Marseille', '41 rue Paradis', '13001', 'Marseille', '+33 4 65 71 63 41', 43.2925, 5.3768, 'cr'],
        ['Bordeaux', '114 rue Sainte-Catherine', '33000', 'Bordeaux', '+33 5 36 49 14 11', 44.839, -0.5736, 'c'],
        ['Lille', '32 rue de Béthune', '59800', 'Lille', '+33 3 53 01 27 32', 50.6344, 3.0628, 'cr'],
      ],
      fieldwear: [
        ['Paris Saint-Germain', '63 rue de Rennes', '75006', 'Paris', '+33 1 99 00 63 63', 48.8497, 2.3289, 'crp'],
        ['Toulouse', "18 rue d'Alsace-Lorraine", '31000', 'Toulouse', '+33 5 36 49 28 18', 43.6035, 1.4456, 'cr'],
        ['Nantes', '7 rue Crébillon', '44000', 'Nantes', '+33 2 61 91 37 07', 47.2133, -1.561, 'r'],
        ['Grenoble', '15 rue Félix Poulat', '38000', 'Grenoble', '+33 4 65 71 81 15', 45.1896, 5.7249, 'crp'],
      ],
    },
  },
  IT: {
    hours: week(['10:00', '19:30'], ['10:00', '19:30'], ['11:00', '19:00']),
    stores: {
      northbound: [
        ['Milano', 'Corso Buenos Aires 33', '20124', 'Milano', '+39 02 2951 4833', 45.4805, 9.21, 'crp'],
        ['Torino', 'Via Garibaldi 18', '10122', 'Torino', '+39 011 562 3418', 45.0731, 7.6795, 'cr'],
        ['Bolzano', 'Via dei Portici 41', '39100', 'Bolzano', '+39 0471 972 541', 46.4989, 11.3535, 'rp'],
        ['Trento', 'Via Belenzani 22', '38122', 'Trento', '+39 0461 235 622', 46.069, 11.1216, 'cr'],
      ],
      kerbside: [
        ['Milano Ticinese', 'Corso di Porta Ticinese 64', '20123', 'Milano', '+39 02 8940 6412', 45.456, 9.1815, 'cr'],
        ['Roma', 'Via del Corso 145', '00186', 'Roma', '+39 06 6992 1458', 41.9005, 12.4806, 'cr'],
        ['Bologna', "Via dell'Indipendenza 52", '40121', 'Bologna', '+39 051 263 752', 44.5003, 11.3441, 'c'],
      ],
      fieldwear: [
        ['Firenze', "Via de' Calzaiuoli 48r", '50122', 'Firenze', '+39 055 239 8648', 43.7712, 11.2547, 'crp'],
        ['Verona', 'Via Mazzini 36', '37121', 'Verona', '+39 045 803 3636', 45.4421, 10.9972, 'cr'],
        ['Napoli', 'Via Toledo 256', '80134', 'Napoli', '+39 081 551 2560', 40.8425, 14.2487, 'r'],
      ],
    },
  },
  ES: {
    hours: week(['10:00', '21:00'], ['10:00', '21:00'], null),
    stores: {
      northbound: [
        ['Madrid Fuencarral', 'Calle de Fuencarral 45', '28004', 'Madrid', '+34 915 23 45 67', 40.4237, -3.7011, 'crp'],
        ['Barcelona Passeig de Gràcia', 'Passeig de Gràcia 55', '08007', 'Barcelona', '+34 934 87 21 55', 41.393, 2.164, 'crp'],
        ['Bilbao', 'Gran Vía de Don Diego López de Haro 32', '48009', 'Bilbao', '+34 944 23 61 32', 43.2627, -2.9365, 'cr'],
        ['Granada', 'Calle Reyes Católicos 21', '18009', 'Granada', '+34 958 22 74 21', 37.1755, -3.5985, 'cr'],
      ],
      kerbside: [
        ['Madrid Malasaña', 'Calle del Espíritu Santo 12', '28004', 'Madrid', '+34 915 31 08 12', 40.4251, -3.704, 'cr'],
        ['Barcelona El Born', 'Carrer del Rec 36', '08003', 'Barcelona', '+34 933 10 45 36', 41.3852, 2.183, 'cr'],
        ['Valencia', 'Carrer de Colón 18', '46004', 'Valencia', '+34 963 52 18 18', 39.4705, -0.374, 'c'],
      ],
      fieldwear: [
        ['Sevilla', 'Calle Tetuán 14', '41001', 'Sevilla', '+34 954 21 39 14', 37.3912, -5.9955, 'cr'],
        ['Málaga', 'Calle Marqués de Larios 9', '29005', 'Málaga', '+34 952 21 47 09', 36.719, -4.4212, 'crp'],
        ['Zaragoza', 'Paseo de la Independencia 19', '50001', 'Zaragoza', '+34 976 23 54 19', 41.6497, -0.883, 'r'],
      ],
    },
  },
  NL: {
    // Late opening on Thursday (koopavond), Monday mornings closed, Sunday afternoons open in the cities.
    hours: [
      ['12:00', '18:00'],
      ['10:00', '18:00'],
      ['10:00', '18:00'],
      ['10:00', '21:00'],
      ['10:00', '18:00'],
      ['10:00', '17:30'],
      ['12:00', '17:00'],
    ],
    stores: {
      northbound: [
        ['Amsterdam Kalverstraat', 'Kalverstraat 112', '1012 PK', 'Amsterdam', '+31 20 624 1812', 52.369, 4.8915, 'crp'],
        ['Utrecht', 'Oudegracht 158', '3511 AZ', 'Utrecht', '+31 30 231 5815', 52.0894, 5.1199, 'cr'],
        ['Groningen', 'Herestraat 41', '9711 LC', 'Groningen', '+31 50 312 4741', 53.2157, 6.5665, 'r'],
      ],
      kerbside: [
        ['Amsterdam Negen Straatjes', 'Huidenstraat 14', '1016 ER', 'Amsterdam', '+31 20 330 2914', 52.3698, 4.8852, 'cr'],
        ['Rotterdam', 'Meent 94', '3011 JR', 'Rotterdam', '+31 10 411 6894', 51.9226, 4.481, 'cr'],
        ['Den Haag', 'Noordeinde 52', '2514 GL', 'Den Haag', '+31 70 346 5252', 52.0819, 4.3076, 'c'],
        ['Eindhoven', 'Demer 23', '5611 AP', 'Eindhoven', '+31 40 244 6723', 51.4383, 5.4774, 'cr'],
      ],
      fieldwear: [
        ['Nijmegen', 'Broerstraat 30', '6511 KN', 'Nijmegen', '+31 24 322 7830', 51.8465, 5.864, 'cr'],
        ['Haarlem', 'Grote Houtstraat 84', '2011 SR', 'Haarlem', '+31 23 531 0984', 52.3789, 4.6335, 'crp'],
        ['Maastricht', 'Grote Staat 38', '6211 CW', 'Maastricht', '+31 43 321 4538', 50.8497, 5.6902, 'r'],
      ],
    },
  },
  PL: {
    // Most Sundays are non-trading days in Poland.
    hours: week(['10:00', '21:00'], ['10:00', '21:00'], null),
    stores: {
      northbound: [
        ['Warszawa Nowy Świat', 'ul. Nowy Świat 35', '00-029', 'Warszawa', '+48 22 826 45 35', 52.2335, 21.019, 'crp'],
        ['Kraków', 'ul. Floriańska 24', '31-021', 'Kraków', '+48 12 422 67 24', 50.0631, 19.9398, 'cr'],
        ['Zakopane', 'ul. Krupówki 40', '34-500', 'Zakopane', '+48 18 201 48 40', 49.2967, 19.9531, 'rp', week(['09:00', '20:00'], ['09:00', '20:00'], null)],
      ],
      kerbside: [
        ['Warszawa Chmielna', 'ul. Chmielna 21', '00-021', 'Warszawa', '+48 22 827 31 21', 52.2331, 21.0125, 'cr'],
        ['Wrocław', 'ul. Świdnicka 12', '50-068', 'Wrocław', '+48 71 344 52 12', 51.1082, 17.0312, 'cr'],
        ['Łódź', 'ul. Piotrkowska 87', '90-423', 'Łódź', '+48 42 630 18 87', 51.7646, 19.4574, 'c'],
      ],
      fieldwear: [
        ['Gdańsk', 'ul. Długa 45', '80-827', 'Gdańsk', '+48 58 301 64 45', 54.3486, 18.6515, 'crp'],
        ['Poznań', 'ul. Półwiejska 18', '61-888', 'Poznań', '+48 61 852 73 18', 52.403, 16.929, 'cr'],
        ['Katowice', 'ul. Mariacka 9', '40-014', 'Katowice', '+48 32 253 90 09', 50.2566, 19.0225, 'r'],
        ['Lublin', 'Krakowskie Przedmieście 31', '20-002', 'Lublin', '+48 81 532 46 31', 51.248, 22.5629, 'cr'],
      ],
    },
  },
  PT: {
    hours: week(['10:00', '20:00'], ['10:00', '20:00'], ['11:00', '19:00']),
    stores: {
      northbound: [
        ['Lisboa Chiado', 'Rua Garrett 62', '1200-204', 'Lisboa', '+351 213 421 562', 38.7107, -9.142, 'crp'],
        ['Porto', 'Rua de Santa Catarina 220', '4000-443', 'Porto', '+351 222 001 220', 41.148, -8.606, 'cr'],
        ['Braga', 'Rua do Souto 55', '4700-329', 'Braga', '+351 253 262 155', 41.5503, -8.4253, 'r'],
      ],
      kerbside: [
        ['Lisboa Baixa', 'Rua Augusta 140', '1100-053', 'Lisboa', '+351 213 472 140', 38.7107, -9.1377, 'cr'],
        ['Porto Cedofeita', 'Rua de Cedofeita 310', '4050-180', 'Porto', '+351 222 083 310', 41.1532, -8.619, 'c'],
        ['Coimbra', 'Rua Ferreira Borges 85', '3000-180', 'Coimbra', '+351 239 823 085', 40.2093, -8.4288, 'cr'],
      ],
      fieldwear: [
        ['Lisboa Avenida', 'Avenida da Liberdade 180', '1250-146', 'Lisboa', '+351 213 151 180', 38.7199, -9.1456, 'crp'],
        ['Faro', 'Rua de Santo António 42', '8000-283', 'Faro', '+351 289 823 042', 37.0172, -7.934, 'r'],
        ['Funchal', 'Rua Dr. Fernão de Ornelas 31', '9050-021', 'Funchal', '+351 291 224 031', 32.6494, -16.9058, 'cr'],
      ],
    },
  },
  AT: {
    hours: week(['09:30', '18:30'], ['09:30', '18:00'], null),
    stores: {
      northbound: [
        ['Wien Mariahilf', 'Mariahilfer Straße 45', '1060', 'Wien', '+43 1 5231545', 48.1985, 16.353, 'crp'],
        ['Innsbruck', 'Maria-Theresien-Straße 18', '6020', 'Innsbruck', '+43 512 572418', 47.2655, 11.3945, 'crp'],
        ['Salzburg', 'Getreidegasse 28', '5020', 'Salzburg', '+43 662 843228', 47.7999, 13.043, 'cr'],
        ['Kitzbühel', 'Vorderstadt 17', '6370', 'Kitzbühel', '+43 5356 62417', 47.4465, 12.3925, 'rp', MOUNTAIN_DAILY],
      ],
      kerbside: [
        ['Wien Neubau', 'Neubaugasse 27', '1070', 'Wien', '+43 1 5264027', 48.201, 16.3495, 'cr'],
        ['Graz', 'Herrengasse 13', '8010', 'Graz', '+43 316 822013', 47.0702, 15.4389, 'cr'],
        ['Linz', 'Landstraße 31', '4020', 'Linz', '+43 732 771331', 48.303, 14.288, 'c'],
      ],
      fieldwear: [
        ['Wien Kärntner Straße', 'Kärntner Straße 19', '1010', 'Wien', '+43 1 5120519', 48.206, 16.3705, 'crp'],
        ['Klagenfurt', 'Alter Platz 21', '9020', 'Klagenfurt am Wörthersee', '+43 463 511921', 46.624, 14.307, 'cr'],
        ['Bregenz', 'Kaiserstraße 12', '6900', 'Bregenz', '+43 5574 42812', 47.5029, 9.746, 'r'],
      ],
    },
  },
  BE: {
    hours: week(['10:00', '18:30'], ['10:00', '18:30'], null),
    stores: {
      northbound: [
        ['Antwerpen Meir', 'Meir 78', '2000', 'Antwerpen', '+32 3 231 45 78', 51.2182, 4.4072, 'crp'],
        ['Gent', 'Veldstraat 46', '9000', 'Gent', '+32 9 225 31 46', 51.052, 3.7215, 'cr'],
        ['Brussel Nieuwstraat', 'Nieuwstraat 95', '1000', 'Brussel', '+32 2 217 43 95', 50.8525, 4.355, 'cr'],
      ],
      kerbside: [
        ['Antwerpen Kammenstraat', 'Kammenstraat 52', '2000', 'Antwerpen', '+32 3 233 82 52', 51.2178, 4.4005, 'cr'],
        ['Leuven', 'Diestsestraat 60', '3000', 'Leuven', '+32 16 22 41 60', 50.881, 4.708, 'c'],
        ['Hasselt', 'Hoogstraat 21', '3500', 'Hasselt', '+32 11 22 57 21', 50.9305, 5.338, 'cr'],
      ],
      fieldwear: [
        ['Brugge', 'Steenstraat 38', '8000', 'Brugge', '+32 50 33 62 38', 51.2075, 3.223, 'cr'],
        ['Brussel Dansaert', 'Antoine Dansaertstraat 34', '1000', 'Brussel', '+32 2 511 20 34', 50.8505, 4.3475, 'crp'],
        ['Mechelen', 'Bruul 44', '2800', 'Mechelen', '+32 15 20 73 44', 51.0265, 4.479, 'r'],
      ],
    },
  },
  CH: {
    hours: week(['09:00', '19:00'], ['09:00', '18:00'], null),
    stores: {
      northbound: [
        ['Zürich Bahnhofstrasse', 'Bahnhofstrasse 75', '8001', 'Zürich', '+41 44 211 45 75', 47.3736, 8.5382, 'crp'],
        ['Genève', 'Rue du Rhône 48', '1204', 'Genève', '+41 22 310 24 48', 46.2031, 6.1466, 'cr'],
        ['Bern', 'Marktgasse 22', '3011', 'Bern', '+41 31 311 52 22', 46.9483, 7.444, 'cr'],
        ['Zermatt', 'Bahnhofstrasse 36', '3920', 'Zermatt', '+41 27 967 36 36', 46.0217, 7.748, 'rp', MOUNTAIN_DAILY],
      ],
      kerbside: [
        ['Zürich Niederdorf', 'Niederdorfstrasse 44', '8001', 'Zürich', '+41 44 251 60 44', 47.3735, 8.544, 'cr'],
        ['Lausanne', 'Rue de Bourg 21', '1003', 'Lausanne', '+41 21 312 44 21', 46.52, 6.6345, 'cr'],
        ['Basel', 'Freie Strasse 38', '4001', 'Basel', '+41 61 261 27 38', 47.5577, 7.589, 'c'],
      ],
      fieldwear: [
        ['Luzern', 'Weggisgasse 25', '6004', 'Luzern', '+41 41 410 36 25', 47.052, 8.306, 'crp'],
        ['Winterthur', 'Marktgasse 41', '8400', 'Winterthur', '+41 52 212 41 41', 47.4995, 8.729, 'cr'],
        ['St. Gallen', 'Multergasse 12', '9000', 'St. Gallen', '+41 71 222 60 12', 47.4245, 9.374, 'r'],
      ],
    },
  },
  US: {
    hours: week(['10:00', '21:00'], ['10:00', '21:00'], ['11:00', '18:00']),
    stores: {
      northbound: [
        ['New York SoHo', '530 Broadway', '10012', 'New York, NY', '+1 212-555-0143', 40.723, -73.999, 'crp'],
        ['Denver', '1512 Larimer St', '80202', 'Denver, CO', '+1 303-555-0118', 39.748, -104.999, 'crp'],
        ['Seattle', '1420 5th Ave', '98101', 'Seattle, WA', '+1 206-555-0162', 47.6105, -122.3355, 'cr'],
        ['Boulder', '1048 Pearl St', '80302', 'Boulder, CO', '+1 303-555-0187', 40.0176, -105.281, 'rp'],
        ['Salt Lake City', '50 S Main St', '84101', 'Salt Lake City, UT', '+1 801-555-0129', 40.768, -111.891, 'cr'],
      ],
      kerbside: [
        ['Brooklyn Williamsburg', '142 N 6th St', '11249', 'Brooklyn, NY', '+1 718-555-0156', 40.719, -73.958, 'cr'],
        ['Los Angeles Melrose', '7450 Melrose Ave', '90046', 'Los Angeles, CA', '+1 323-555-0134', 34.0837, -118.352, 'cr'],
        ['Chicago Wicker Park', '1528 N Milwaukee Ave', '60622', 'Chicago, IL', '+1 773-555-0171', 41.909, -87.676, 'c'],
        ['Austin', '1601 S Congress Ave', '78704', 'Austin, TX', '+1 512-555-0148', 30.2485, -97.7505, 'cr'],
        ['Miami Wynwood', '2750 NW 2nd Ave', '33127', 'Miami, FL', '+1 305-555-0193', 25.801, -80.199, 'c'],
      ],
      fieldwear: [
        ['Portland', '921 SW Morrison St', '97205', 'Portland, OR', '+1 503-555-0125', 45.5205, -122.681, 'crp'],
        ['San Francisco', '180 Post St', '94108', 'San Francisco, CA', '+1 415-555-0139', 37.7885, -122.405, 'cr'],
        ['Boston', '338 Newbury St', '02115', 'Boston, MA', '+1 617-555-0166', 42.3485, -71.0865, 'cr'],
        ['Minneapolis', '801 Nicollet Mall', '55402', 'Minneapolis, MN', '+1 612-555-0152', 44.976, -93.272, 'r'],
      ],
    },
  },
  CA: {
    hours: [
      ['10:00', '19:00'],
      ['10:00', '19:00'],
      ['10:00', '19:00'],
      ['10:00', '21:00'],
      ['10:00', '21:00'],
      ['10:00', '18:00'],
      ['11:00', '17:00'],
    ],
    stores: {
      northbound: [
        ['Toronto Queen West', '356 Queen St W', 'M5V 2A2', 'Toronto, ON', '+1 416-555-0172', 43.6495, -79.395, 'crp'],
        ['Vancouver Kitsilano', '2150 W 4th Ave', 'V6K 1N6', 'Vancouver, BC', '+1 604-555-0148', 49.268, -123.156, 'crp'],
        ['Calgary', '828 17 Ave SW', 'T2T 0A2', 'Calgary, AB', '+1 403-555-0131', 51.038, -114.079, 'cr'],
        ['Canmore', '710 Main St', 'T1W 2B2', 'Canmore, AB', '+1 403-555-0164', 51.089, -115.347, 'rp', MOUNTAIN_DAILY],
      ],
      kerbside: [
        ['Montréal Saint-Laurent', '4120, boulevard Saint-Laurent', 'H2W 1Y8', 'Montréal, QC', '+1 514-555-0183', 45.517, -73.5795, 'cr'],
        ['Toronto Trinity Bellwoods', '782 Queen St W', 'M6J 1E9', 'Toronto, ON', '+1 416-555-0127', 43.6465, -79.4085, 'c'],
        ['Vancouver Gastown', '28 Water St', 'V6B 1A4', 'Vancouver, BC', '+1 604-555-0119', 49.284, -123.107, 'cr'],
      ],
      fieldwear: [
        ['Ottawa ByWard Market', '55 ByWard Market Square', 'K1N 9C3', 'Ottawa, ON', '+1 613-555-0176', 45.428, -75.692, 'cr'],
        ['Québec', '825, rue Saint-Jean', 'G1R 1R2', 'Québec, QC', '+1 418-555-0142', 46.811, -71.216, 'crp'],
        ['Montréal Centre-Ville', '1445, rue Peel', 'H3A 1S8', 'Montréal, QC', '+1 514-555-0158', 45.5005, -73.5745, 'cr'],
        ['Halifax', '5640 Spring Garden Rd', 'B3J 3M7', 'Halifax, NS', '+1 902-555-0113', 44.643, -63.579, 'r'],
      ],
    },
  },
};

const SERVICE_CODES: Record<string, StoreService> = { c: 'click-and-collect', r: 'returns', p: 'repairs' };

const openingHours = (hours: Hours): StoreOpeningDay[] =>
  STORE_WEEKDAYS.map((day, index) => {
    const times = hours[index] ?? null;
    return { day, opens: times?.[0] ?? null, closes: times?.[1] ?? null };
  });

/** The services a row's letters name, in contracts order. */
const services = (codes: string): StoreService[] => STORE_SERVICES.filter((service) => [...codes].some((code) => SERVICE_CODES[code] === service));

/** "Zürich Bahnhofstrasse" → "zurich-bahnhofstrasse" (ł has no decomposition, so it is mapped by hand). */
const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const STORES: StoreSeed[] = Object.entries(DIRECTORY).flatMap(([country, { hours, stores }]) =>
  (Object.keys(stores) as BrandKey[]).flatMap((brand) =>
    stores[brand].map(([label, addressLine1, postalCode, city, phone, latitude, longitude, codes, own], position) => ({
      id: `${brand}-${country.toLowerCase()}-${slug(label)}`,
      brand,
      country,
      name: `${BRANDS[brand].name} ${label}`,
      addressLine1,
      city,
      postalCode,
      phone,
      latitude,
      longitude,
      openingHours: openingHours(own ?? hours),
      services: services(codes),
      position,
    })),
  ),
);
