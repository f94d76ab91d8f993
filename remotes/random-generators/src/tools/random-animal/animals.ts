/**
 * The curated animal collection. Every entry names the organisation or publication its
 * description and fact follow; conservation statuses are the global IUCN Red List category
 * (left out where the species is not assessed or the assessment is in flux). Wording is kept
 * deliberately conservative: rounded figures, "about", "up to".
 */

export const GROUPS = ['mammal', 'bird', 'reptile', 'amphibian', 'fish', 'invertebrate'] as const;
export type Group = (typeof GROUPS)[number];

export const HABITATS = ['forest', 'grassland', 'desert', 'mountain', 'polar', 'ocean', 'freshwater', 'towns'] as const;
export type Habitat = (typeof HABITATS)[number];

/** IUCN Red List categories used here, most threatened first. */
export const STATUSES = ['EX', 'CR', 'EN', 'VU', 'NT', 'LC'] as const;
export type Status = (typeof STATUSES)[number];

export interface Animal {
  /** Stable forever: share links (?a=<id>) and the no-repeat deck refer to it. */
  id: string;
  name: string;
  scientific: string;
  group: Group;
  /** The taxonomic class (for fish and invertebrates it says more than the group). */
  taxonClass: string;
  habitats: readonly Habitat[];
  range: string;
  diet: string;
  status?: Status;
  about: string;
  fact: string;
  /** The organisation or publication the description and fact follow. */
  source: string;
  emoji?: string;
}

const SNZ = "Smithsonian's National Zoo";
const SDZ = 'San Diego Zoo Wildlife Alliance';
const NOAA = 'NOAA Fisheries';
const CORNELL = 'Cornell Lab of Ornithology';
const AM = 'Australian Museum';

export const ANIMALS: readonly Animal[] = [
  // Mammals
  {
    id: 'lion', emoji: '🦁', name: 'Lion', scientific: 'Panthera leo', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland'], range: "Sub-Saharan Africa, plus one population in India's Gir Forest",
    diet: 'Meat, mostly large grazing animals such as zebra and wildebeest', status: 'VU',
    about: 'The only cat that lives in family groups, called prides: related females, their cubs and a few males.',
    fact: "A lion's roar can be heard up to about 8 km (5 miles) away.", source: SNZ,
  },
  {
    id: 'tiger', emoji: '🐯', name: 'Tiger', scientific: 'Panthera tigris', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'grassland', 'freshwater'], range: 'South and Southeast Asia, China and the Russian Far East',
    diet: 'Meat: deer, wild pigs and other large animals', status: 'EN',
    about: 'The largest cat species, a mostly solitary hunter that stalks its prey under cover.',
    fact: 'No two tigers have the same pattern of stripes.', source: 'WWF',
  },
  {
    id: 'african-savanna-elephant', emoji: '🐘', name: 'African savanna elephant', scientific: 'Loxodonta africana', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland', 'forest'], range: 'Sub-Saharan Africa', diet: 'Plants: grasses, leaves, bark and fruit', status: 'EN',
    about: 'The largest living land animal. Its trunk is used to breathe, smell, drink and pick up food.',
    fact: 'A pregnancy lasts about 22 months, the longest of any land mammal.', source: 'WWF',
  },
  {
    id: 'giraffe', emoji: '🦒', name: 'Giraffe', scientific: 'Giraffa camelopardalis', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland'], range: 'Savannas and open woodland of Africa', diet: 'Leaves, especially from acacia trees', status: 'VU',
    about: 'The tallest living animal; a large male can stand more than 5 m (16 ft) tall.',
    fact: 'Its long neck has just seven vertebrae, the same number as a human neck.', source: SDZ,
  },
  {
    id: 'plains-zebra', emoji: '🦓', name: 'Plains zebra', scientific: 'Equus quagga', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland'], range: 'Eastern and southern Africa', diet: 'Grasses', status: 'NT',
    about: 'A wild relative of the horse that lives in family groups within larger herds.',
    fact: "Every zebra's black-and-white stripe pattern is different.", source: 'National Geographic',
  },
  {
    id: 'hippopotamus', emoji: '🦛', name: 'Common hippopotamus', scientific: 'Hippopotamus amphibius', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['freshwater', 'grassland'], range: 'Sub-Saharan Africa', diet: 'Grasses, grazed on land at night', status: 'VU',
    about: 'A huge, semi-aquatic mammal that spends the day in rivers and lakes and comes ashore at night to feed.',
    fact: 'Its closest living relatives are whales and dolphins.', source: SDZ,
  },
  {
    id: 'white-rhinoceros', emoji: '🦏', name: 'White rhinoceros', scientific: 'Ceratotherium simum', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland'], range: 'Southern and eastern Africa', diet: 'Grasses', status: 'NT',
    about: 'The largest rhinoceros, with a wide, square lip made for grazing.',
    fact: 'A rhino horn is made of keratin, the same protein as human hair and fingernails.', source: 'Save the Rhino International',
  },
  {
    id: 'red-kangaroo', emoji: '🦘', name: 'Red kangaroo', scientific: 'Osphranter rufus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland', 'desert'], range: 'Inland Australia', diet: 'Grasses and other plants', status: 'LC',
    about: 'The largest marsupial. It bounds across dry plains on its powerful back legs, using its tail for balance.',
    fact: "A newborn joey is only about 2 cm long and crawls into its mother's pouch to keep growing.", source: AM,
  },
  {
    id: 'koala', emoji: '🐨', name: 'Koala', scientific: 'Phascolarctos cinereus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest'], range: 'Eastern and south-eastern Australia', diet: 'Eucalyptus leaves', status: 'VU',
    about: 'A tree-dwelling marsupial that feeds almost only on eucalyptus leaves, which give little energy.',
    fact: 'To save energy, koalas sleep for around 18 to 22 hours a day.', source: 'Australian Koala Foundation',
  },
  {
    id: 'giant-panda', emoji: '🐼', name: 'Giant panda', scientific: 'Ailuropoda melanoleuca', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'mountain'], range: 'Mountain forests of central China', diet: 'Almost entirely bamboo', status: 'VU',
    about: 'A black-and-white bear that spends much of its waking day eating bamboo.',
    fact: 'A panda eats about 12 to 38 kg (26 to 84 lb) of bamboo every day.', source: 'WWF',
  },
  {
    id: 'brown-throated-sloth', emoji: '🦥', name: 'Brown-throated three-toed sloth', scientific: 'Bradypus variegatus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest'], range: 'Rainforests of Central and South America', diet: 'Leaves', status: 'LC',
    about: 'A slow-moving tree dweller that spends most of its life hanging upside down.',
    fact: 'It climbs down to the ground only about once a week, to go to the toilet.', source: SNZ,
  },
  {
    id: 'sea-otter', emoji: '🦦', name: 'Sea otter', scientific: 'Enhydra lutris', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['ocean'], range: 'Coasts of the North Pacific', diet: 'Sea urchins, crabs, clams and other shellfish', status: 'EN',
    about: 'A marine member of the weasel family that floats on its back and uses stones to crack open shells.',
    fact: 'It has the densest fur of any animal: up to a million hairs per square inch.', source: 'Monterey Bay Aquarium',
  },
  {
    id: 'striped-skunk', emoji: '🦨', name: 'Striped skunk', scientific: 'Mephitis mephitis', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'grassland', 'towns'], range: 'Southern Canada, the United States and northern Mexico',
    diet: 'Insects, small animals, eggs and fruit', status: 'LC',
    about: 'A black-and-white mammal best known for the foul-smelling spray it uses in defence.',
    fact: 'Before it sprays, a skunk usually warns by stamping its front feet and raising its tail.', source: 'National Wildlife Federation',
  },
  {
    id: 'north-american-beaver', emoji: '🦫', name: 'North American beaver', scientific: 'Castor canadensis', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['freshwater', 'forest'], range: 'Most of North America', diet: 'Bark, twigs, leaves and water plants', status: 'LC',
    about: 'The largest rodent in North America, famous for building dams and lodges from branches and mud.',
    fact: 'The ponds its dams create become wetlands used by many other species.', source: 'National Wildlife Federation',
  },
  {
    id: 'polar-bear', emoji: '🐻‍❄️', name: 'Polar bear', scientific: 'Ursus maritimus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['polar', 'ocean'], range: 'Arctic sea ice and coasts', diet: 'Mainly ringed and bearded seals', status: 'VU',
    about: 'A large bear that hunts seals from the Arctic sea ice and is classed as a marine mammal.',
    fact: 'Under its white-looking fur, a polar bear has black skin.', source: 'Polar Bears International',
  },
  {
    id: 'grey-wolf', emoji: '🐺', name: 'Grey wolf', scientific: 'Canis lupus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'grassland', 'mountain', 'polar'], range: 'North America, Europe and Asia',
    diet: 'Meat, mainly deer, elk, moose and other hoofed animals', status: 'LC',
    about: 'The largest wild member of the dog family, living and hunting in family groups called packs.',
    fact: 'Wolves howl to keep in touch with their pack and to warn other wolves off their territory.', source: 'U.S. National Park Service',
  },
  {
    id: 'red-fox', emoji: '🦊', name: 'Red fox', scientific: 'Vulpes vulpes', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'grassland', 'towns'], range: 'Across the Northern Hemisphere; introduced to Australia',
    diet: 'Small mammals, birds, insects and fruit', status: 'LC',
    about: 'The wild carnivore with the widest natural range, at home in countryside and cities alike.',
    fact: 'It can hear small animals moving under snow and pounces on them from above.', source: 'Encyclopaedia Britannica',
  },
  {
    id: 'raccoon', emoji: '🦝', name: 'Raccoon', scientific: 'Procyon lotor', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'freshwater', 'towns'], range: 'North and Central America; introduced to Europe and Japan',
    diet: 'Almost anything: fruit, nuts, insects, crayfish and eggs', status: 'LC',
    about: 'A masked, ring-tailed omnivore that adapts well to living near people.',
    fact: 'Its front paws are very sensitive, and it often feels for food under water.', source: SNZ,
  },
  {
    id: 'chimpanzee', name: 'Chimpanzee', scientific: 'Pan troglodytes', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'grassland'], range: 'Forests and savannas of West and Central Africa',
    diet: 'Fruit, leaves, seeds, insects and sometimes meat', status: 'EN',
    about: 'An ape that, with the bonobo, is one of our two closest living relatives.',
    fact: 'Chimpanzees make tools, such as stripped twigs to fish termites from their mounds; Jane Goodall first reported this in 1960.',
    source: 'Jane Goodall Institute',
  },
  {
    id: 'western-gorilla', emoji: '🦍', name: 'Western gorilla', scientific: 'Gorilla gorilla', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest'], range: 'Rainforests of west-central Africa', diet: 'Mainly fruit, leaves and stems', status: 'CR',
    about: 'A great ape living in family groups led by an adult male.',
    fact: 'Adult males are called silverbacks after the saddle of grey hair that grows on their backs.', source: 'WWF',
  },
  {
    id: 'bornean-orangutan', emoji: '🦧', name: 'Bornean orangutan', scientific: 'Pongo pygmaeus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest'], range: 'Borneo', diet: 'Mostly fruit; also leaves, bark and insects', status: 'CR',
    about: 'A red-haired great ape that spends almost all its life in the rainforest canopy.',
    fact: 'Each evening it builds a fresh sleeping nest of branches high in the trees.', source: 'WWF',
  },
  {
    id: 'cheetah', emoji: '🐆', name: 'Cheetah', scientific: 'Acinonyx jubatus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland'], range: 'Africa, plus a very small population in Iran', diet: 'Meat, mostly gazelles and impala', status: 'VU',
    about: 'The fastest land animal, built for short, explosive sprints.',
    fact: 'It can reach about 100 km/h (over 60 mph), but only for short bursts.', source: SNZ,
  },
  {
    id: 'snow-leopard', name: 'Snow leopard', scientific: 'Panthera uncia', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['mountain'], range: 'High mountains of Central and South Asia', diet: 'Wild sheep and goats such as bharal and ibex', status: 'VU',
    about: 'A pale, spotted big cat of cold, rocky mountains.',
    fact: 'Its long, thick tail helps it balance and can be wrapped around its face for warmth.', source: 'WWF',
  },
  {
    id: 'moose', emoji: '🫎', name: 'Moose', scientific: 'Alces alces', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'freshwater'], range: 'Northern forests of North America, Europe and Asia (called elk in Europe)',
    diet: 'Leaves, twigs, bark and water plants', status: 'LC',
    about: 'The largest member of the deer family.',
    fact: 'Only males grow antlers, and they shed and regrow them every year.', source: 'Alaska Department of Fish and Game',
  },
  {
    id: 'american-bison', emoji: '🦬', name: 'American bison', scientific: 'Bison bison', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland'], range: 'North American plains, today mostly in parks and reserves', diet: 'Grasses and sedges', status: 'NT',
    about: 'The largest land mammal in North America; in 2016 it became the national mammal of the United States.',
    fact: 'Yellowstone is the only place in the United States where bison have lived continuously since prehistoric times.',
    source: 'U.S. National Park Service',
  },
  {
    id: 'european-hedgehog', emoji: '🦔', name: 'European hedgehog', scientific: 'Erinaceus europaeus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'grassland', 'towns'], range: 'Western Europe; introduced to New Zealand',
    diet: 'Beetles, caterpillars, earthworms and other invertebrates', status: 'NT',
    about: 'A small, night-active mammal with a coat of sharp spines on its back.',
    fact: 'When threatened it rolls into a tight ball with its spines pointing outwards.', source: 'British Hedgehog Preservation Society',
  },
  {
    id: 'egyptian-fruit-bat', emoji: '🦇', name: 'Egyptian fruit bat', scientific: 'Rousettus aegyptiacus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'desert'], range: 'Africa and the Middle East', diet: 'Fruit', status: 'LC',
    about: 'A fruit bat that roosts in caves in large colonies.',
    fact: 'Unlike most fruit bats, it finds its way in dark caves by echolocation, using clicks of its tongue.', source: SDZ,
  },
  {
    id: 'blue-whale', emoji: '🐋', name: 'Blue whale', scientific: 'Balaenoptera musculus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['ocean'], range: 'Every ocean except the Arctic', diet: 'Krill (small shrimp-like animals), filtered from the water', status: 'EN',
    about: 'The largest animal known to have ever lived, up to about 30 m (98 ft) long.',
    fact: 'Blue whales are among the loudest animals on the planet.', source: NOAA,
  },
  {
    id: 'humpback-whale', emoji: '🐳', name: 'Humpback whale', scientific: 'Megaptera novaeangliae', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['ocean'], range: 'Oceans worldwide', diet: 'Krill and small fish', status: 'LC',
    about: 'A large whale with very long flippers, known for leaping out of the water (breaching).',
    fact: 'Males sing long, complex songs that change over time.', source: NOAA,
  },
  {
    id: 'bottlenose-dolphin', emoji: '🐬', name: 'Common bottlenose dolphin', scientific: 'Tursiops truncatus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['ocean'], range: 'Warm and temperate seas worldwide', diet: 'Fish, squid and shrimp', status: 'LC',
    about: 'A social, intelligent dolphin that lives in groups called pods.',
    fact: 'Each dolphin develops its own signature whistle, which other dolphins can recognise.', source: NOAA,
  },
  {
    id: 'walrus', emoji: '🦭', name: 'Walrus', scientific: 'Odobenus rosmarus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['polar', 'ocean'], range: 'Arctic seas', diet: 'Clams and other animals of the seafloor', status: 'VU',
    about: 'A huge Arctic marine mammal with long tusks and a moustache of sensitive whiskers.',
    fact: 'Walruses use their tusks to haul themselves out of the water onto the ice.', source: 'U.S. Fish & Wildlife Service',
  },
  {
    id: 'platypus', name: 'Platypus', scientific: 'Ornithorhynchus anatinus', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['freshwater'], range: 'Eastern Australia and Tasmania', diet: 'Insect larvae, freshwater shrimps and worms', status: 'NT',
    about: 'An egg-laying mammal (a monotreme) with a duck-like bill, webbed feet and a flat tail.',
    fact: 'Males have a venomous spur on each hind ankle.', source: AM,
  },
  {
    id: 'capybara', name: 'Capybara', scientific: 'Hydrochoerus hydrochaeris', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['freshwater', 'grassland'], range: 'South America', diet: 'Grasses and water plants', status: 'LC',
    about: "The world's largest rodent, living in groups near water.",
    fact: 'Its eyes, ears and nostrils sit high on its head, so it can stay almost completely under water.', source: SNZ,
  },
  {
    id: 'red-panda', name: 'Red panda', scientific: 'Ailurus fulgens', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest', 'mountain'], range: 'Eastern Himalayas and south-western China', diet: 'Mostly bamboo; also fruit and acorns', status: 'EN',
    about: 'A rusty-red tree dweller that is not closely related to the giant panda.',
    fact: 'It uses its long, bushy tail for balance and wraps it around itself for warmth.', source: 'WWF',
  },
  {
    id: 'okapi', name: 'Okapi', scientific: 'Okapia johnstoni', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest'], range: 'Rainforests of the Democratic Republic of the Congo', diet: 'Leaves, buds and fruit', status: 'EN',
    about: 'A shy forest relative of the giraffe with zebra-like stripes on its legs.',
    fact: 'Like a giraffe, it has a long tongue that it uses to strip leaves from branches.', source: 'Zoological Society of London',
  },
  {
    id: 'meerkat', name: 'Meerkat', scientific: 'Suricata suricatta', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['desert', 'grassland'], range: 'Southern Africa, including the Kalahari', diet: 'Insects, scorpions and lizards', status: 'LC',
    about: 'A small mongoose that lives in close-knit groups and digs burrows.',
    fact: 'While the group forages, one meerkat stands guard and calls out if it spots danger.', source: SNZ,
  },
  {
    id: 'naked-mole-rat', name: 'Naked mole-rat', scientific: 'Heterocephalus glaber', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['desert', 'grassland'], range: 'Dry regions of East Africa', diet: 'Roots and tubers', status: 'LC',
    about: 'A nearly hairless rodent living underground in colonies with a single breeding queen.',
    fact: 'It can live for more than 30 years, far longer than other rodents of its size.', source: SNZ,
  },
  {
    id: 'narwhal', name: 'Narwhal', scientific: 'Monodon monoceros', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['polar', 'ocean'], range: 'Arctic waters of Canada, Greenland, Norway and Russia', diet: 'Fish, squid and shrimp', status: 'LC',
    about: 'An Arctic whale whose males usually grow a long, spiralled tusk.',
    fact: 'The tusk is a tooth that grows through the upper lip and can be up to about 3 m (10 ft) long.', source: 'WWF',
  },
  {
    id: 'tasmanian-devil', name: 'Tasmanian devil', scientific: 'Sarcophilus harrisii', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['forest'], range: 'Tasmania', diet: 'Carrion and small animals', status: 'EN',
    about: 'The largest living meat-eating marsupial, with a very powerful bite.',
    fact: 'A contagious facial cancer has caused steep declines in its numbers since the 1990s.', source: 'Save the Tasmanian Devil Program',
  },
  {
    id: 'aardvark', name: 'Aardvark', scientific: 'Orycteropus afer', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['grassland'], range: 'Sub-Saharan Africa', diet: 'Ants and termites', status: 'LC',
    about: 'A burrowing, night-active mammal with a long snout and a sticky tongue.',
    fact: 'Its name comes from the Afrikaans for "earth pig".', source: SDZ,
  },
  {
    id: 'fennec-fox', name: 'Fennec fox', scientific: 'Vulpes zerda', group: 'mammal', taxonClass: 'Mammalia',
    habitats: ['desert'], range: 'The Sahara and North Africa', diet: 'Insects, rodents, eggs and plants', status: 'LC',
    about: 'The smallest fox, with very large ears.',
    fact: 'Its big ears help it lose body heat and hear prey moving underground.', source: SNZ,
  },
  // Birds
  {
    id: 'emperor-penguin', emoji: '🐧', name: 'Emperor penguin', scientific: 'Aptenodytes forsteri', group: 'bird', taxonClass: 'Aves',
    habitats: ['polar', 'ocean'], range: 'Antarctica', diet: 'Fish, krill and squid', status: 'NT',
    about: 'The largest penguin, which breeds on Antarctic sea ice through the winter.',
    fact: 'The male keeps the egg warm on his feet under a fold of skin for about two months, without eating.',
    source: 'British Antarctic Survey',
  },
  {
    id: 'snowy-owl', emoji: '🦉', name: 'Snowy owl', scientific: 'Bubo scandiacus', group: 'bird', taxonClass: 'Aves',
    habitats: ['polar', 'grassland'], range: 'Arctic tundra; some winter further south', diet: 'Lemmings and other small mammals, and birds', status: 'VU',
    about: 'A large white owl of the Arctic.',
    fact: 'Unlike most owls, it often hunts in daylight, including through the constant light of the Arctic summer.', source: CORNELL,
  },
  {
    id: 'bald-eagle', emoji: '🦅', name: 'Bald eagle', scientific: 'Haliaeetus leucocephalus', group: 'bird', taxonClass: 'Aves',
    habitats: ['freshwater', 'ocean', 'forest'], range: 'North America', diet: 'Mainly fish; also birds and carrion', status: 'LC',
    about: 'A large sea eagle and the national bird of the United States.',
    fact: 'After a long recovery, it was removed from the U.S. list of endangered and threatened species in 2007.',
    source: 'U.S. Fish & Wildlife Service',
  },
  {
    id: 'mallard', emoji: '🦆', name: 'Mallard', scientific: 'Anas platyrhynchos', group: 'bird', taxonClass: 'Aves',
    habitats: ['freshwater', 'towns'], range: 'Across the Northern Hemisphere; introduced in many other places', diet: 'Seeds, water plants and insects', status: 'LC',
    about: 'A familiar wild duck and the ancestor of most domestic ducks.',
    fact: 'The classic loud "quack" is made by the female; the male\'s call is quieter and raspier.', source: CORNELL,
  },
  {
    id: 'mute-swan', emoji: '🦢', name: 'Mute swan', scientific: 'Cygnus olor', group: 'bird', taxonClass: 'Aves',
    habitats: ['freshwater'], range: 'Europe and Asia; introduced to North America', diet: 'Water plants', status: 'LC',
    about: 'A large white swan with an orange bill that has a black knob at its base.',
    fact: 'Despite its name it hisses and snorts, and its wings make a loud throbbing sound in flight.', source: 'RSPB',
  },
  {
    id: 'greater-flamingo', emoji: '🦩', name: 'Greater flamingo', scientific: 'Phoenicopterus roseus', group: 'bird', taxonClass: 'Aves',
    habitats: ['freshwater', 'ocean'], range: 'Africa, southern Europe, the Middle East and South Asia', diet: 'Small shrimps, algae and seeds', status: 'LC',
    about: 'A tall pink wading bird that feeds with its head upside down, sieving food from the water.',
    fact: 'Its pink colour comes from pigments called carotenoids in the food it eats.', source: SDZ,
  },
  {
    id: 'indian-peafowl', emoji: '🦚', name: 'Indian peafowl', scientific: 'Pavo cristatus', group: 'bird', taxonClass: 'Aves',
    habitats: ['forest', 'grassland'], range: 'India and Sri Lanka; kept in parks worldwide', diet: 'Seeds, insects and small reptiles', status: 'LC',
    about: 'The male, the peacock, fans out a train of long, eye-spotted feathers in display.',
    fact: "The peacock's train grows from its lower back, not from its tail.", source: 'Encyclopaedia Britannica',
  },
  {
    id: 'scarlet-macaw', emoji: '🦜', name: 'Scarlet macaw', scientific: 'Ara macao', group: 'bird', taxonClass: 'Aves',
    habitats: ['forest'], range: 'Central and South America', diet: 'Fruit, nuts and seeds', status: 'LC',
    about: 'A large, brilliantly coloured parrot of tropical forests.',
    fact: 'Macaws gather at riverbank clay licks to eat soil, which scientists think gives them salt missing from their diet.',
    source: 'National Geographic',
  },
  {
    id: 'common-raven', emoji: '🐦‍⬛', name: 'Common raven', scientific: 'Corvus corax', group: 'bird', taxonClass: 'Aves',
    habitats: ['mountain', 'forest', 'desert', 'polar'], range: 'Across the Northern Hemisphere', diet: 'Carrion, small animals, grain and scraps', status: 'LC',
    about: 'One of the largest songbirds, all black with a heavy bill.',
    fact: 'Ravens are clever problem-solvers and can mimic other sounds.', source: CORNELL,
  },
  {
    id: 'dodo', emoji: '🦤', name: 'Dodo', scientific: 'Raphus cucullatus', group: 'bird', taxonClass: 'Aves',
    habitats: ['forest'], range: 'Mauritius (now extinct)', diet: 'Probably fruit and seeds', status: 'EX',
    about: 'A large, flightless pigeon from Mauritius that died out in the 1600s, within a century of humans arriving.',
    fact: 'Its closest living relative is the Nicobar pigeon.', source: 'Natural History Museum, London',
  },
  {
    id: 'ostrich', name: 'Common ostrich', scientific: 'Struthio camelus', group: 'bird', taxonClass: 'Aves',
    habitats: ['grassland', 'desert'], range: 'Africa', diet: 'Plants, seeds and insects', status: 'LC',
    about: 'The largest living bird, too heavy to fly but a very fast runner.',
    fact: 'It lays the largest egg of any living bird.', source: SDZ,
  },
  {
    id: 'ruby-throated-hummingbird', name: 'Ruby-throated hummingbird', scientific: 'Archilochus colubris', group: 'bird', taxonClass: 'Aves',
    habitats: ['forest', 'towns'], range: 'Eastern North America; winters in Central America', diet: 'Nectar and small insects', status: 'LC',
    about: 'The only hummingbird that breeds in eastern North America.',
    fact: 'On migration, many fly non-stop across the Gulf of Mexico.', source: CORNELL,
  },
  {
    id: 'arctic-tern', name: 'Arctic tern', scientific: 'Sterna paradisaea', group: 'bird', taxonClass: 'Aves',
    habitats: ['polar', 'ocean'], range: 'Breeds around the Arctic; spends the northern winter in Antarctic waters', diet: 'Small fish and crustaceans', status: 'LC',
    about: 'A slender seabird that sees two summers every year.',
    fact: 'Birds tracked from Greenland and Iceland flew about 70,000 km (44,000 miles) in a year, the longest migration known.',
    source: 'Proceedings of the National Academy of Sciences (2010)',
  },
  {
    id: 'peregrine-falcon', name: 'Peregrine falcon', scientific: 'Falco peregrinus', group: 'bird', taxonClass: 'Aves',
    habitats: ['mountain', 'ocean', 'towns'], range: 'Every continent except Antarctica', diet: 'Birds caught in flight', status: 'LC',
    about: 'A powerful falcon that nests on cliffs and, increasingly, on tall city buildings.',
    fact: 'In its hunting dive, or stoop, it is the fastest animal on Earth.', source: 'National Geographic',
  },
  {
    id: 'kakapo', name: 'Kākāpō', scientific: 'Strigops habroptila', group: 'bird', taxonClass: 'Aves',
    habitats: ['forest'], range: 'New Zealand, on predator-free islands', diet: 'Plants, seeds and fruit', status: 'CR',
    about: "A flightless, night-active parrot and the world's heaviest parrot.",
    fact: 'So few remain that every living kākāpō is known and given a name.', source: 'Department of Conservation, New Zealand',
  },
  {
    id: 'shoebill', name: 'Shoebill', scientific: 'Balaeniceps rex', group: 'bird', taxonClass: 'Aves',
    habitats: ['freshwater'], range: 'Swamps of East and Central Africa', diet: 'Lungfish, catfish and other fish', status: 'VU',
    about: 'A tall, grey wetland bird with a huge, shoe-shaped bill.',
    fact: 'It can stand motionless for long periods, waiting for a fish to come up for air.', source: SDZ,
  },
  {
    id: 'atlantic-puffin', name: 'Atlantic puffin', scientific: 'Fratercula arctica', group: 'bird', taxonClass: 'Aves',
    habitats: ['ocean'], range: 'North Atlantic coasts and islands', diet: 'Small fish such as sand eels', status: 'VU',
    about: 'A small seabird with a brightly striped bill in the breeding season.',
    fact: 'It can carry several small fish crosswise in its bill at once.', source: 'RSPB',
  },
  {
    id: 'barn-owl', name: 'Barn owl', scientific: 'Tyto alba', group: 'bird', taxonClass: 'Aves',
    habitats: ['grassland', 'towns'], range: 'Europe, Africa and parts of Asia; close relatives live on every other continent but Antarctica',
    diet: 'Voles, mice and shrews', status: 'LC',
    about: 'A pale owl with a heart-shaped face that hunts over open country and farmland.',
    fact: 'Its facial disc funnels sound to its ears, so it can catch prey in darkness by hearing alone.', source: CORNELL,
  },
  {
    id: 'emu', name: 'Emu', scientific: 'Dromaius novaehollandiae', group: 'bird', taxonClass: 'Aves',
    habitats: ['grassland', 'desert', 'forest'], range: 'Australia', diet: 'Plants, seeds and insects', status: 'LC',
    about: "Australia's largest bird and the second-largest living bird after the ostrich.",
    fact: 'The male sits on the eggs for about eight weeks, barely eating or drinking.', source: AM,
  },
  {
    id: 'toco-toucan', name: 'Toco toucan', scientific: 'Ramphastos toco', group: 'bird', taxonClass: 'Aves',
    habitats: ['forest'], range: 'Central and eastern South America', diet: 'Fruit, insects and eggs', status: 'LC',
    about: 'The largest toucan, with a huge orange bill.',
    fact: 'Its bill works like a radiator, helping it shed body heat.', source: 'Science (2009)',
  },
  // Reptiles
  {
    id: 'leatherback-sea-turtle', emoji: '🐢', name: 'Leatherback sea turtle', scientific: 'Dermochelys coriacea', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['ocean'], range: 'Oceans worldwide', diet: 'Jellyfish', status: 'VU',
    about: 'The largest living turtle, with a leathery shell instead of hard plates.',
    fact: 'It can dive to more than 1,000 m (about 3,300 ft).', source: NOAA,
  },
  {
    id: 'king-cobra', emoji: '🐍', name: 'King cobra', scientific: 'Ophiophagus hannah', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['forest'], range: 'India and Southeast Asia', diet: 'Mainly other snakes', status: 'VU',
    about: 'The longest venomous snake in the world.',
    fact: 'Its scientific name, Ophiophagus, means "snake-eater".', source: SNZ,
  },
  {
    id: 'green-iguana', emoji: '🦎', name: 'Green iguana', scientific: 'Iguana iguana', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['forest'], range: 'Central and South America; introduced to Florida', diet: 'Leaves, flowers and fruit', status: 'LC',
    about: 'A large, tree-dwelling lizard that basks in branches over water.',
    fact: 'If caught, it can shed its tail to escape and later grow a new one.', source: SNZ,
  },
  {
    id: 'komodo-dragon', name: 'Komodo dragon', scientific: 'Varanus komodoensis', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['grassland', 'forest'], range: 'A few Indonesian islands, including Komodo', diet: 'Deer, pigs and carrion', status: 'EN',
    about: 'The largest living lizard, up to about 3 m (10 ft) long.',
    fact: 'Females have produced young without mating (parthenogenesis) in zoos.', source: 'Nature (2006)',
  },
  {
    id: 'saltwater-crocodile', emoji: '🐊', name: 'Saltwater crocodile', scientific: 'Crocodylus porosus', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['freshwater', 'ocean'], range: 'South and Southeast Asia to northern Australia', diet: 'Fish, birds and mammals', status: 'LC',
    about: 'The largest living reptile.',
    fact: 'Despite its name, it lives in rivers and swamps as well as along coasts.', source: AM,
  },
  {
    id: 'american-alligator', name: 'American alligator', scientific: 'Alligator mississippiensis', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['freshwater'], range: 'South-eastern United States', diet: 'Fish, turtles, birds and mammals', status: 'LC',
    about: 'A large crocodilian of swamps, rivers and lakes.',
    fact: 'The temperature of the nest decides whether the hatchlings are male or female.', source: 'U.S. National Park Service',
  },
  {
    id: 'panther-chameleon', name: 'Panther chameleon', scientific: 'Furcifer pardalis', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['forest'], range: 'Madagascar', diet: 'Insects', status: 'LC',
    about: 'A brightly coloured chameleon whose colours vary from place to place.',
    fact: 'Its eyes move independently, and it catches insects with a fast, sticky tongue.', source: SDZ,
  },
  {
    id: 'thorny-devil', name: 'Thorny devil', scientific: 'Moloch horridus', group: 'reptile', taxonClass: 'Reptilia',
    habitats: ['desert'], range: 'Central and western Australia', diet: 'Ants', status: 'LC',
    about: 'A small desert lizard covered in cone-shaped spines.',
    fact: 'Grooves between its scales draw water along its skin to the corners of its mouth.', source: AM,
  },
  // Amphibians
  {
    id: 'axolotl', name: 'Axolotl', scientific: 'Ambystoma mexicanum', group: 'amphibian', taxonClass: 'Amphibia',
    habitats: ['freshwater'], range: 'Lakes and canals of Xochimilco, Mexico City', diet: 'Worms, insect larvae and small fish', status: 'CR',
    about: 'A salamander that keeps its feathery gills and lives in water all its life.',
    fact: 'It can regrow lost limbs.', source: SNZ,
  },
  {
    id: 'american-bullfrog', emoji: '🐸', name: 'American bullfrog', scientific: 'Lithobates catesbeianus', group: 'amphibian', taxonClass: 'Amphibia',
    habitats: ['freshwater'], range: 'Eastern and central North America; introduced in many other places', diet: 'Insects, fish, other frogs and small animals', status: 'LC',
    about: 'The largest frog in North America.',
    fact: 'Males call with a deep, droning sound often written as "jug-o-rum".', source: 'National Wildlife Federation',
  },
  {
    id: 'golden-poison-frog', name: 'Golden poison frog', scientific: 'Phyllobates terribilis', group: 'amphibian', taxonClass: 'Amphibia',
    habitats: ['forest'], range: 'Rainforest on the Pacific coast of Colombia', diet: 'Ants and other small insects', status: 'EN',
    about: 'A small, bright yellow frog and one of the most toxic animals known.',
    fact: 'Frogs raised in captivity are not poisonous, because the toxin comes from their wild diet.', source: SNZ,
  },
  {
    id: 'fire-salamander', name: 'Fire salamander', scientific: 'Salamandra salamandra', group: 'amphibian', taxonClass: 'Amphibia',
    habitats: ['forest'], range: 'Europe', diet: 'Insects, worms and slugs',
    about: 'A black salamander with bright yellow markings that lives in damp woodland.',
    fact: 'Its bright colours warn predators that its skin gives off toxins.', source: 'Encyclopaedia Britannica',
  },
  {
    id: 'cane-toad', name: 'Cane toad', scientific: 'Rhinella marina', group: 'amphibian', taxonClass: 'Amphibia',
    habitats: ['grassland', 'forest', 'towns'], range: 'Native to Central and South America; introduced to Australia and elsewhere',
    diet: 'Insects and almost any small animal', status: 'LC',
    about: 'A large, toxic toad that has become an invasive pest where it was introduced.',
    fact: 'It was brought to Queensland in 1935 to control cane beetles, and has since spread across northern Australia.', source: AM,
  },
  {
    id: 'hellbender', name: 'Eastern hellbender', scientific: 'Cryptobranchus alleganiensis', group: 'amphibian', taxonClass: 'Amphibia',
    habitats: ['freshwater'], range: 'Rocky streams of the eastern United States', diet: 'Mainly crayfish',
    about: 'One of the largest salamanders in North America, living under rocks in fast, clean streams.',
    fact: 'It takes in most of its oxygen through its wrinkly skin.', source: SNZ,
  },
  // Fish
  {
    id: 'great-white-shark', emoji: '🦈', name: 'Great white shark', scientific: 'Carcharodon carcharias', group: 'fish', taxonClass: 'Chondrichthyes (cartilaginous fish)',
    habitats: ['ocean'], range: 'Cool and temperate coastal seas worldwide', diet: 'Seals, sea lions and fish', status: 'VU',
    about: 'The largest predatory fish, with rows of serrated teeth.',
    fact: 'Like all sharks, it has a skeleton made of cartilage, not bone.', source: NOAA,
  },
  {
    id: 'whale-shark', name: 'Whale shark', scientific: 'Rhincodon typus', group: 'fish', taxonClass: 'Chondrichthyes (cartilaginous fish)',
    habitats: ['ocean'], range: 'Warm seas worldwide', diet: 'Plankton and small fish, filtered from the water', status: 'EN',
    about: 'The largest fish in the world, a slow-moving filter feeder.',
    fact: "Each whale shark's pattern of spots is unique, so researchers can tell individuals apart from photos.", source: 'WWF',
  },
  {
    id: 'clown-anemonefish', emoji: '🐠', name: 'Clown anemonefish', scientific: 'Amphiprion ocellaris', group: 'fish', taxonClass: 'Actinopterygii (ray-finned fish)',
    habitats: ['ocean'], range: 'Coral reefs of the eastern Indian Ocean and western Pacific', diet: 'Algae and zooplankton',
    about: 'A small orange-and-white reef fish that lives among sea anemones.',
    fact: 'A layer of mucus on its skin protects it from the stinging tentacles of its anemone home.', source: 'National Geographic',
  },
  {
    id: 'atlantic-salmon', emoji: '🐟', name: 'Atlantic salmon', scientific: 'Salmo salar', group: 'fish', taxonClass: 'Actinopterygii (ray-finned fish)',
    habitats: ['ocean', 'freshwater'], range: 'The North Atlantic and the rivers flowing into it', diet: 'Insects when young; fish and crustaceans at sea',
    about: 'A fish that hatches in rivers, grows up at sea and returns to fresh water to spawn.',
    fact: 'Most return to the river where they hatched, finding it partly by smell.', source: NOAA,
  },
  {
    id: 'ocean-sunfish', emoji: '🐡', name: 'Ocean sunfish', scientific: 'Mola mola', group: 'fish', taxonClass: 'Actinopterygii (ray-finned fish)',
    habitats: ['ocean'], range: 'Temperate and tropical oceans', diet: 'Jellyfish, small fish and zooplankton', status: 'VU',
    about: 'One of the heaviest bony fish in the world, with a tall, flattened body that looks cut short.',
    fact: 'It often lies on its side at the surface, which is thought to warm it up after dives into cold, deep water.', source: 'Monterey Bay Aquarium',
  },
  {
    id: 'coelacanth', name: 'West Indian Ocean coelacanth', scientific: 'Latimeria chalumnae', group: 'fish', taxonClass: 'Sarcopterygii (lobe-finned fish)',
    habitats: ['ocean'], range: 'Deep waters off East Africa and the Comoros', diet: 'Fish and squid', status: 'CR',
    about: 'A lobe-finned fish that scientists once knew only from fossils.',
    fact: 'It was thought to have died out with the dinosaurs until a living one was caught off South Africa in 1938.',
    source: 'Natural History Museum, London',
  },
  {
    id: 'giant-manta-ray', name: 'Giant oceanic manta ray', scientific: 'Mobula birostris', group: 'fish', taxonClass: 'Chondrichthyes (cartilaginous fish)',
    habitats: ['ocean'], range: 'Tropical and subtropical oceans', diet: 'Plankton', status: 'EN',
    about: 'The largest ray in the world, with a wingspan of up to about 7 m (23 ft).',
    fact: 'It feeds by swimming with its mouth open, filtering plankton from the water.', source: NOAA,
  },
  {
    id: 'electric-eel', name: 'Electric eel', scientific: 'Electrophorus electricus', group: 'fish', taxonClass: 'Actinopterygii (ray-finned fish)',
    habitats: ['freshwater'], range: 'Rivers of northern South America', diet: 'Fish and other small animals',
    about: 'Not a true eel but a knifefish, which produces electricity to hunt and defend itself.',
    fact: 'A close relative, described in 2019, gave the strongest electric discharge measured in an animal: 860 volts.', source: 'Smithsonian Institution',
  },
  {
    id: 'lined-seahorse', name: 'Lined seahorse', scientific: 'Hippocampus erectus', group: 'fish', taxonClass: 'Actinopterygii (ray-finned fish)',
    habitats: ['ocean'], range: 'Western Atlantic, from Canada to Venezuela', diet: 'Tiny crustaceans',
    about: 'A small fish that swims upright and holds on to seagrass with its curling tail.',
    fact: 'The male carries the eggs in a pouch on his belly until they hatch.', source: 'National Geographic',
  },
  // Invertebrates
  {
    id: 'giant-pacific-octopus', emoji: '🐙', name: 'Giant Pacific octopus', scientific: 'Enteroctopus dofleini', group: 'invertebrate', taxonClass: 'Cephalopoda',
    habitats: ['ocean'], range: 'Coastal waters of the North Pacific', diet: 'Crabs, clams and fish',
    about: 'The largest octopus species, a clever hunter that can change colour and texture.',
    fact: 'It has three hearts and blue blood.', source: 'Monterey Bay Aquarium',
  },
  {
    id: 'giant-squid', emoji: '🦑', name: 'Giant squid', scientific: 'Architeuthis dux', group: 'invertebrate', taxonClass: 'Cephalopoda',
    habitats: ['ocean'], range: 'Deep oceans worldwide', diet: 'Fish and other squid',
    about: 'One of the largest invertebrates, living in the deep sea.',
    fact: 'It was first photographed alive in its natural habitat in 2004, off Japan.', source: 'Proceedings of the Royal Society B (2005)',
  },
  {
    id: 'monarch-butterfly', emoji: '🦋', name: 'Monarch butterfly', scientific: 'Danaus plexippus', group: 'invertebrate', taxonClass: 'Insecta',
    habitats: ['grassland', 'towns'], range: 'The Americas, with populations in other warm regions', diet: 'Caterpillars eat milkweed; adults drink nectar',
    about: 'An orange-and-black butterfly famous for its long migration.',
    fact: 'Eastern North American monarchs fly up to about 4,800 km (3,000 miles) to spend the winter in the mountains of central Mexico.',
    source: 'U.S. Forest Service',
  },
  {
    id: 'western-honey-bee', emoji: '🐝', name: 'Western honey bee', scientific: 'Apis mellifera', group: 'invertebrate', taxonClass: 'Insecta',
    habitats: ['grassland', 'forest', 'towns'], range: 'Native to Africa, Europe and western Asia; kept by beekeepers worldwide', diet: 'Nectar and pollen',
    about: 'A social bee living in colonies of thousands of workers and one queen.',
    fact: 'Workers tell nest-mates where flowers are with a "waggle dance", decoded by Karl von Frisch, who shared the 1973 Nobel Prize.',
    source: 'The Nobel Prize (nobelprize.org)',
  },
  {
    id: 'seven-spot-ladybird', emoji: '🐞', name: 'Seven-spot ladybird', scientific: 'Coccinella septempunctata', group: 'invertebrate', taxonClass: 'Insecta',
    habitats: ['grassland', 'towns'], range: 'Europe and Asia; introduced to North America', diet: 'Aphids',
    about: 'A red beetle with seven black spots, welcomed by gardeners.',
    fact: 'Both the adults and the larvae eat large numbers of aphids.', source: 'Natural History Museum, London',
  },
  {
    id: 'leafcutter-ant', emoji: '🐜', name: 'Leafcutter ant', scientific: 'Atta cephalotes', group: 'invertebrate', taxonClass: 'Insecta',
    habitats: ['forest'], range: 'Central and South America', diet: 'A fungus they grow themselves',
    about: 'An ant that cuts pieces of leaves and carries them back to its huge underground nest.',
    fact: 'The ants do not eat the leaves: they use them to grow a fungus that feeds the colony.', source: SNZ,
  },
  {
    id: 'dung-beetle', emoji: '🪲', name: 'South African dung beetle', scientific: 'Scarabaeus satyrus', group: 'invertebrate', taxonClass: 'Insecta',
    habitats: ['grassland'], range: 'Southern Africa', diet: 'Dung',
    about: 'A beetle that rolls balls of dung away from the pile to eat or to lay its eggs in.',
    fact: 'On moonless nights it keeps its ball rolling in a straight line by using the Milky Way to orient itself.', source: 'Current Biology (2013)',
  },
  {
    id: 'emperor-scorpion', emoji: '🦂', name: 'Emperor scorpion', scientific: 'Pandinus imperator', group: 'invertebrate', taxonClass: 'Arachnida',
    habitats: ['forest', 'grassland'], range: 'West Africa', diet: 'Insects, spiders and small vertebrates',
    about: 'One of the largest scorpions, glossy black with big claws.',
    fact: 'Like other scorpions, it glows blue-green under ultraviolet light.', source: SDZ,
  },
  {
    id: 'goliath-birdeater', emoji: '🕷️', name: 'Goliath birdeater', scientific: 'Theraphosa blondi', group: 'invertebrate', taxonClass: 'Arachnida',
    habitats: ['forest'], range: 'Rainforests of northern South America', diet: 'Insects, worms, frogs and other small animals',
    about: 'A tarantula that is one of the largest spiders in the world by mass.',
    fact: 'Despite its name, it rarely eats birds.', source: 'National Geographic',
  },
  {
    id: 'atlantic-horseshoe-crab', name: 'Atlantic horseshoe crab', scientific: 'Limulus polyphemus', group: 'invertebrate', taxonClass: 'Merostomata',
    habitats: ['ocean'], range: 'Atlantic coast of North America and the Gulf of Mexico', diet: 'Worms and clams', status: 'VU',
    about: 'Not a true crab: it is more closely related to spiders and scorpions.',
    fact: 'Its blue blood is used to test medicines and medical equipment for harmful bacterial toxins.', source: 'U.S. Fish & Wildlife Service',
  },
  {
    id: 'coconut-crab', emoji: '🦀', name: 'Coconut crab', scientific: 'Birgus latro', group: 'invertebrate', taxonClass: 'Malacostraca',
    habitats: ['forest', 'ocean'], range: 'Islands of the Indian and Pacific oceans', diet: 'Fruit, nuts, seeds and carrion', status: 'VU',
    about: 'The largest arthropod that lives on land.',
    fact: 'Its claws are strong enough to crack open coconuts.', source: AM,
  },
  {
    id: 'peacock-mantis-shrimp', emoji: '🦐', name: 'Peacock mantis shrimp', scientific: 'Odontodactylus scyllarus', group: 'invertebrate', taxonClass: 'Malacostraca',
    habitats: ['ocean'], range: 'Coral reefs of the Indo-Pacific', diet: 'Crabs, snails and clams',
    about: 'A colourful crustacean that hunts from a burrow on the reef.',
    fact: 'Its club-like limbs strike so fast that they can smash snail shells.', source: 'Nature (2004)',
  },
  {
    id: 'moon-jellyfish', emoji: '🪼', name: 'Moon jellyfish', scientific: 'Aurelia aurita', group: 'invertebrate', taxonClass: 'Scyphozoa',
    habitats: ['ocean'], range: 'Coastal seas worldwide', diet: 'Plankton',
    about: 'A see-through jellyfish with four ring-shaped organs visible in its bell.',
    fact: 'It has no brain, heart or bones.', source: 'Monterey Bay Aquarium',
  },
  {
    id: 'garden-snail', emoji: '🐌', name: 'Garden snail', scientific: 'Cornu aspersum', group: 'invertebrate', taxonClass: 'Gastropoda',
    habitats: ['towns', 'forest'], range: 'Native to the Mediterranean and western Europe; now found worldwide', diet: 'Leaves, fruit and rotting plants',
    about: 'A familiar land snail that is most active on damp nights.',
    fact: 'It feeds with a radula, a ribbon-like tongue covered in thousands of tiny teeth.', source: 'Natural History Museum, London',
  },
  {
    id: 'common-earthworm', emoji: '🪱', name: 'Common earthworm', scientific: 'Lumbricus terrestris', group: 'invertebrate', taxonClass: 'Clitellata',
    habitats: ['grassland', 'forest', 'towns'], range: 'Native to Europe; now widespread', diet: 'Dead leaves and soil',
    about: 'A large earthworm that pulls fallen leaves down into its burrow.',
    fact: "Charles Darwin's last book, published in 1881, was about earthworms and how they make soil.", source: 'Darwin Correspondence Project, University of Cambridge',
  },
];
