/**
 * The curated fact collection. Each fact is attributed to the organisation or publication that
 * states it; wording is conservative (rounded figures, "about", "more than"), and anything
 * disputed, folk etymology or urban legend is left out.
 */

export const CATEGORIES = ['space', 'earth', 'animals', 'body', 'science', 'history', 'places', 'food', 'technology'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Fact {
  /** Stable forever: share links (?f=<id>) and the no-repeat deck refer to it; a removed id is never reused. */
  id: number;
  category: Category;
  text: string;
  /** The organisation or publication that states the fact. */
  source: string;
}

const f = (id: number, category: Category, text: string, source: string): Fact => ({ id, category, text, source });

export const FACTS: readonly Fact[] = [
  // Space
  f(1, 'space', 'Sunlight takes about 8 minutes and 20 seconds to reach Earth.', 'NASA'),
  f(2, 'space', 'Venus spins so slowly that one rotation takes about 243 Earth days, longer than its year of about 225 Earth days.', 'NASA'),
  f(3, 'space', 'About 1,300 Earths could fit inside Jupiter, the largest planet in the Solar System.', 'NASA'),
  f(4, 'space', 'Saturn is less dense than water.', 'NASA'),
  f(5, 'space', 'The International Space Station circles Earth about every 90 minutes, so its crew can see around 16 sunrises and sunsets a day.', 'NASA'),
  f(6, 'space', 'The Sun holds about 99.8% of all the mass in the Solar System.', 'NASA'),
  f(7, 'space', 'Venus is the hottest planet in the Solar System, even though Mercury is closer to the Sun; its thick atmosphere traps heat.', 'NASA'),
  f(8, 'space', 'Neptune was the first planet found by mathematical prediction rather than by searching the sky; it was spotted in 1846.', 'NASA'),
  f(9, 'space', 'In 2012 Voyager 1 became the first spacecraft to reach interstellar space.', 'NASA'),
  f(10, 'space', 'Pluto was reclassified as a dwarf planet in 2006.', 'International Astronomical Union'),
  f(11, 'space', 'Olympus Mons on Mars is the largest volcano known in the Solar System, far taller than Mount Everest.', 'NASA'),
  f(12, 'space', 'The footprints left by Apollo astronauts can last for a very long time, because the Moon has no wind or water to wear them away.', 'NASA'),
  // Earth and weather
  f(13, 'earth', 'About 71% of Earth’s surface is covered by water.', 'U.S. Geological Survey'),
  f(14, 'earth', 'About two-thirds of Earth’s fresh water is locked up in ice caps and glaciers.', 'U.S. Geological Survey'),
  f(15, 'earth', 'The Challenger Deep in the Mariana Trench, the deepest known point in the ocean, is nearly 11,000 m (about 36,000 ft) below the surface.', 'NOAA'),
  f(16, 'earth', 'A lightning bolt can heat the air around it to about 50,000 °F (roughly 27,000 °C), about five times hotter than the surface of the Sun.', 'U.S. National Weather Service'),
  f(17, 'earth', 'The lowest temperature ever recorded at Earth’s surface, −89.2 °C (−128.6 °F), was measured at Vostok Station, Antarctica, on 21 July 1983.', 'World Meteorological Organization'),
  f(18, 'earth', 'The highest air temperature on record, 56.7 °C (134 °F), was measured in Death Valley, California, on 10 July 1913.', 'World Meteorological Organization'),
  f(19, 'earth', 'Antarctica is the coldest, windiest, highest and driest continent.', 'British Antarctic Survey'),
  f(20, 'earth', 'The most powerful earthquake ever recorded struck Chile in 1960, with a magnitude of 9.5.', 'U.S. Geological Survey'),
  f(21, 'earth', 'Some Great Basin bristlecone pines are more than 4,000 years old, among the oldest living trees on Earth.', 'U.S. National Park Service'),
  f(22, 'earth', 'Some kinds of bamboo can grow up to 91 cm (about 3 ft) in a single day.', 'Guinness World Records'),
  f(23, 'earth', 'Young sunflowers turn to follow the Sun across the sky each day, but mature flower heads mostly face east.', 'Science (2016)'),
  // Animals
  f(24, 'animals', 'Octopuses have three hearts and blue blood.', 'Monterey Bay Aquarium'),
  f(25, 'animals', 'The blue whale is the largest animal known to have ever lived.', 'NOAA Fisheries'),
  f(26, 'animals', 'Sea otters have the densest fur of any animal, with up to a million hairs per square inch.', 'Monterey Bay Aquarium'),
  f(27, 'animals', 'A giraffe’s long neck has seven vertebrae, the same number as a human neck.', 'San Diego Zoo Wildlife Alliance'),
  f(28, 'animals', 'An elephant pregnancy lasts about 22 months, the longest of any land mammal.', 'WWF'),
  f(29, 'animals', 'Arctic terns tracked from Greenland and Iceland flew about 70,000 km (44,000 miles) in a year, the longest migration known for any animal.', 'Proceedings of the National Academy of Sciences (2010)'),
  f(30, 'animals', 'Honeybees tell each other where to find flowers with a “waggle dance”; Karl von Frisch shared the 1973 Nobel Prize for decoding it.', 'The Nobel Prize (nobelprize.org)'),
  f(31, 'animals', 'Some tardigrades, tiny animals under a millimetre long, survived being exposed to open space on a 2007 satellite mission.', 'Current Biology (2008)'),
  f(32, 'animals', 'Under its white-looking fur, a polar bear has black skin.', 'Polar Bears International'),
  f(33, 'animals', 'Some dung beetles use the Milky Way to keep rolling their dung balls in a straight line on moonless nights.', 'Current Biology (2013)'),
  f(34, 'animals', 'Naked mole-rats can live for more than 30 years, far longer than other rodents of their size.', 'Smithsonian’s National Zoo'),
  f(35, 'animals', 'Emperor penguin fathers keep their egg warm on their feet for about two months through the Antarctic winter, without eating.', 'British Antarctic Survey'),
  f(36, 'animals', 'Each bottlenose dolphin develops its own signature whistle, which other dolphins can recognise.', 'NOAA Fisheries'),
  // Human body
  f(37, 'body', 'An adult human skeleton usually has 206 bones.', 'Encyclopaedia Britannica'),
  f(38, 'body', 'The smallest bone in the human body is the stapes, in the middle ear.', 'Encyclopaedia Britannica'),
  f(39, 'body', 'An adult human heart beats about 100,000 times a day.', 'British Heart Foundation'),
  f(40, 'body', 'Up to about 60% of an adult human body is water.', 'U.S. Geological Survey'),
  f(41, 'body', 'The human brain has about 86 billion neurons.', 'Journal of Comparative Neurology (2009)'),
  f(42, 'body', 'Tooth enamel is the hardest substance in the human body.', 'American Dental Association'),
  f(43, 'body', 'Children have 20 baby teeth; most adults have 32 permanent teeth, including wisdom teeth.', 'American Dental Association'),
  f(44, 'body', 'Skin is the body’s largest organ.', 'American Academy of Dermatology'),
  // Science
  f(45, 'science', 'Since 2019 the kilogram has been defined by a constant of nature, the Planck constant, instead of a metal cylinder kept near Paris.', 'BIPM (International Bureau of Weights and Measures)'),
  f(46, 'science', 'The metre is defined as the distance light travels in a vacuum in 1/299,792,458 of a second.', 'BIPM (International Bureau of Weights and Measures)'),
  f(47, 'science', 'Water expands by about 9% when it freezes, which is why ice floats.', 'U.S. Geological Survey'),
  f(48, 'science', 'Helium was discovered in the light of the Sun, in 1868, before it was found on Earth.', 'Royal Society of Chemistry'),
  f(49, 'science', 'The metal gallium melts at about 30 °C (86 °F), so it can melt in a warm hand.', 'Royal Society of Chemistry'),
  f(50, 'science', 'Diamond and graphite, the “lead” in pencils, are both made of pure carbon.', 'Royal Society of Chemistry'),
  f(51, 'science', 'Light travels at 299,792,458 metres per second in a vacuum; this speed is exact by definition.', 'BIPM (International Bureau of Weights and Measures)'),
  f(52, 'science', 'Marie Curie was the first person to win two Nobel Prizes, in Physics (1903) and Chemistry (1911).', 'The Nobel Prize (nobelprize.org)'),
  // History
  f(53, 'history', 'The Wright brothers’ first powered, controlled aeroplane flight, on 17 December 1903, lasted 12 seconds.', 'Smithsonian National Air and Space Museum'),
  f(54, 'history', 'The Rosetta Stone carries the same decree in three scripts: hieroglyphic, Demotic and ancient Greek, which helped scholars read hieroglyphs.', 'The British Museum'),
  f(55, 'history', 'There is evidence of teaching at Oxford as early as 1096, making it the oldest university in the English-speaking world.', 'University of Oxford'),
  f(56, 'history', 'The Eiffel Tower was built for the 1889 World’s Fair in Paris.', 'Société d’Exploitation de la Tour Eiffel'),
  f(57, 'history', 'The Gutenberg Bible, printed in Mainz in the 1450s, was the first major book printed in Europe with movable metal type.', 'The British Library'),
  f(58, 'history', 'The ancient Olympic Games are traditionally dated to 776 BC, at Olympia in Greece.', 'International Olympic Committee'),
  f(59, 'history', 'Apollo 11 landed on the Moon on 20 July 1969; Neil Armstrong and Buzz Aldrin spent about two and a half hours walking outside.', 'NASA'),
  f(60, 'history', 'The Great Wall of China cannot be seen from the Moon with the naked eye.', 'NASA'),
  // Places
  f(61, 'places', 'Russia is the largest country by area and spans 11 time zones.', 'Encyclopaedia Britannica'),
  f(62, 'places', 'Vatican City is the smallest independent state in the world, at about 0.44 km².', 'Encyclopaedia Britannica'),
  f(63, 'places', 'Canada has the longest coastline of any country.', 'Government of Canada'),
  f(64, 'places', 'Lake Baikal in Siberia is the deepest lake in the world and holds about 20% of the world’s unfrozen fresh surface water.', 'UNESCO'),
  f(65, 'places', 'Angel Falls in Venezuela is the world’s highest uninterrupted waterfall, with a drop of about 979 m (3,212 ft).', 'Encyclopaedia Britannica'),
  f(66, 'places', 'The shores of the Dead Sea are the lowest land on Earth, more than 400 m below sea level.', 'Encyclopaedia Britannica'),
  f(67, 'places', 'The Sahara is the largest hot desert in the world; Antarctica, a cold desert, is larger still.', 'Encyclopaedia Britannica'),
  f(68, 'places', 'In 2020, Nepal and China jointly announced a new height for Mount Everest: 8,848.86 m (29,031.7 ft).', 'National Geographic'),
  // Food and plants
  f(69, 'food', 'Archaeologists have found pots of honey thousands of years old in ancient Egyptian tombs, still preserved.', 'Smithsonian Magazine'),
  f(70, 'food', 'Botanically, bananas are berries but strawberries are not.', 'Encyclopaedia Britannica'),
  f(71, 'food', 'Peanuts are not true nuts: they are legumes, related to peas and beans.', 'Encyclopaedia Britannica'),
  f(72, 'food', 'Vanilla comes from the seed pods of an orchid.', 'Encyclopaedia Britannica'),
  f(73, 'food', 'Chocolate is made from the seeds of the cacao tree, which are fermented, dried and roasted.', 'Encyclopaedia Britannica'),
  f(74, 'food', 'Potatoes were first domesticated in the Andes of South America, in the region of present-day Peru and Bolivia.', 'Encyclopaedia Britannica'),
  // Technology
  f(75, 'technology', 'Tim Berners-Lee invented the World Wide Web at CERN in 1989.', 'CERN'),
  f(76, 'technology', 'A moth found in the Harvard Mark II computer in 1947 was taped into its logbook as the “first actual case of bug being found”.', 'Smithsonian National Museum of American History'),
  f(77, 'technology', 'The word “robot” comes from Karel Čapek’s 1920 play R.U.R.', 'Encyclopaedia Britannica'),
  f(78, 'technology', 'The first website, info.cern.ch, went online in 1991 and explained what the World Wide Web was.', 'CERN'),
  f(79, 'technology', 'Ada Lovelace published what is often called the first computer program, for Charles Babbage’s Analytical Engine, in 1843.', 'Science Museum, London'),
  f(80, 'technology', 'GPS receivers work out where they are from the timing of signals sent by a constellation of satellites about 20,000 km above Earth.', 'GPS.gov (U.S. government)'),
];
