import { plural, verbForms } from './inflect';

/**
 * The bundled thesaurus. One entry per line: "from > to" (one way) or "from <> to" (both ways, for
 * the casual and formal pairs). A leading "v " expands a verb into its forms (utilize, utilizes,
 * utilized, utilizing), a leading "n " adds the plural. Longer phrases win over shorter ones.
 */

/** Wordy phrases and their short forms (used by "shorter" and "simpler"). */
const WORDY = `
in order to > to
so as to > to
in an effort to > to
at this point in time > now
at this moment in time > now
at the present time > now
at the present moment > now
at this juncture > now
as of right now > now
in this day and age > today
due to the fact that > because
owing to the fact that > because
on account of the fact that > because
in light of the fact that > because
in view of the fact that > because
given the fact that > because
for the reason that > because
the reason why is because > because
the reason is because > because
despite the fact that > although
in spite of the fact that > although
regardless of the fact that > although
in spite of > despite
in the event that > if
on the condition that > if
for the purpose of > for
with regard to > about
with regards to > about
with respect to > about
in regard to > about
in relation to > about
in reference to > about
in connection with > about
a large number of > many
a great number of > many
a significant number of > many
a considerable number of > many
a small number of > a few
the vast majority of > most
the majority of > most
a majority of > most
a sufficient amount of > enough
an adequate amount of > enough
in the near future > soon
in the not too distant future > soon
at an early date > soon
at a later date > later
prior to > before
subsequent to > after
in advance of > before
in close proximity to > near
in the vicinity of > near
has the ability to > can
have the ability to > can
has the capacity to > can
have the capacity to > can
is able to > can
are able to > can
is unable to > cannot
are unable to > cannot
it is important to note that >
it should be noted that >
it is worth noting that >
it is worth mentioning that >
please note that >
each and every > every
first and foremost > first
one and only > only
any and all > all
whether or not > whether
until such time as > until
during the course of > during
in the course of > during
throughout the course of > throughout
in the process of >
take into consideration > consider
take into account > consider
give consideration to > consider
make a decision > decide
made a decision > decided
come to a decision > decide
came to a decision > decided
came to the conclusion that > concluded that
come to the conclusion that > conclude that
make an attempt to > try to
made an attempt to > tried to
make an effort to > try to
made an effort to > tried to
conduct an investigation into > investigate
provide assistance to > help
give assistance to > help
is in need of > needs
are in need of > need
has a tendency to > tends to
have a tendency to > tend to
for a short period of time > briefly
for a long period of time > for a long time
for a period of > for
at all times > always
on a daily basis > daily
on a weekly basis > weekly
on a monthly basis > monthly
on a yearly basis > yearly
on a regular basis > regularly
in a timely manner > promptly
in a timely fashion > promptly
with the exception of > except
in the absence of > without
is indicative of > shows
are indicative of > show
is dependent on > depends on
is dependent upon > depends on
are dependent on > depend on
as of yet > yet
up until > until
end result > result
final outcome > outcome
past history > history
future plans > plans
advance planning > planning
basic fundamentals > fundamentals
completely finished > finished
absolutely essential > essential
absolutely necessary > necessary
free gift > gift
unexpected surprise > surprise
true facts > facts
brief summary > summary
sum total > total
general consensus > consensus
consensus of opinion > consensus
repeat again > repeat
revert back > revert
return back > return
merge together > merge
join together > join
combine together > combine
new innovation > innovation
added bonus > bonus
personal opinion > opinion
in my personal opinion > in my opinion
by means of > by
by virtue of > by
in excess of > more than
it is possible that > perhaps
there is no doubt that > clearly
it is clear that > clearly
it is evident that > clearly
at the end of the day > ultimately
in the final analysis > finally
when all is said and done > finally
all of the > all the
a total of >
make a purchase > buy
made a purchase > bought
`;

/** Words that add length but little meaning (removed by "shorter"). */
export const FILLERS: readonly string[] = [
  'basically', 'actually', 'really', 'very', 'literally', 'totally', 'just', 'quite', 'definitely',
  'certainly', 'truly', 'honestly', 'obviously', 'essentially', 'kind of', 'sort of', 'needless to say',
  'as a matter of fact', 'to be honest', 'in fact', 'of course', 'extremely', 'somewhat', 'practically',
  'generally speaking', 'for all intents and purposes', 'as it were', 'so to speak', 'all things considered',
  'at the end of the day',
];

/** Fillers that are only filler between commas ("It was, you know, fine" but not "Do you know"). */
export const COMMA_FILLERS: readonly string[] = ['you know', 'I mean', 'like', 'well', 'so', 'anyway', 'I guess', 'I think'];

/** Complex words and their plain equivalents (used by "simpler"). */
const SIMPLE = `
v utilize > use
v utilise > use
n utilization > use
n utilisation > use
v facilitate > help
v commence > start
v terminate > end
v demonstrate > show
v endeavor > try
v endeavour > try
v ascertain > find out
v comprehend > understand
v initiate > start
v modify > change
v obtain > get
v purchase > buy
v acquire > get
v procure > get
v anticipate > expect
v construct > build
v disseminate > spread
v elucidate > explain
v eliminate > remove
v enumerate > list
v exhibit > show
v expedite > speed up
v finalize > finish
v finalise > finish
v implement > carry out
v inquire > ask
v enquire > ask
v necessitate > need
v notify > tell
v perceive > see
v possess > have
v prohibit > ban
v remunerate > pay
v reside > live
v retain > keep
v transmit > send
v ameliorate > improve
v augment > increase
v converse > talk
v cease > stop
v concur > agree
v contemplate > think about
v depart > leave
v designate > name
v discontinue > stop
v emphasize > stress
v emphasise > stress
v encounter > meet
v ensure > make sure
v establish > set up
v fabricate > make
v incorporate > include
v relocate > move
v reiterate > repeat
v endorse > support
v alleviate > ease
v mitigate > reduce
v optimize > improve
v optimise > improve
v leverage > use
v accomplish > do
v locate > find
v observe > see
v participate > take part
v rectify > fix
v solicit > ask for
v substantiate > prove
v supersede > replace
v attain > reach
v commend > praise
v compensate > pay
v deliberate > think
v diminish > shrink
v enhance > improve
v evaluate > check
v exemplify > show
v formulate > make
v inaugurate > open
v magnify > enlarge
v manifest > show
v mandate > require
v originate > start
v permeate > spread through
v postulate > suggest
v proliferate > spread
v reimburse > pay back
v scrutinize > examine
v scrutinise > examine
v stipulate > require
v summon > call
v surmise > guess
v validate > confirm
v venture > dare
v visualize > picture
v visualise > picture
v endeavor to > try to
approximately > about
additional > extra
adequate > enough
advantageous > helpful
apparent > clear
beneficial > helpful
n component > part
comprehensive > full
consequently > so
currently > now
n deficiency > lack
equivalent > equal
evident > clear
excessive > too much
fundamental > basic
furthermore > also
henceforth > from now on
individuals > people
initial > first
initially > at first
n magnitude > size
n methodology > method
n modification > change
nevertheless > still
nonetheless > still
notwithstanding > despite
numerous > many
objectives > goals
optimal > best
optimum > best
paramount > most important
preceding > earlier
previously > before
n proficiency > skill
proficient > skilled
regarding > about
n remuneration > pay
n residence > home
subsequently > later
subsequent > later
substantial > large
sufficient > enough
sufficiently > enough
therefore > so
thus > so
accordingly > so
ubiquitous > common
n commencement > start
n termination > end
n assistance > help
n inquiry > question
n enquiry > question
n endeavour > effort
n endeavor > effort
albeit > though
amongst > among
whilst > while
hitherto > until now
heretofore > until now
the aforementioned > this
aforementioned > earlier
n expenditure > cost
n cognizance > awareness
n abode > home
n vicinity > area
n occupation > job
n requisite > need
n anomaly > oddity
n ramification > effect
n paradigm > model
n impediment > obstacle
n dwelling > home
n conundrum > puzzle
n plethora > lot
n myriad > many
cognizant > aware
commensurate > equal
conducive > helpful
detrimental > harmful
discernible > visible
erroneous > wrong
exorbitant > too expensive
feasible > possible
imperative > vital
inadvertently > by mistake
inception > start
inherent > built-in
innovative > new
judicious > wise
meticulous > careful
nebulous > vague
obsolete > outdated
ostensibly > seemingly
pertinent > relevant
plausible > believable
predominantly > mostly
preliminary > first
proximity > nearness
salient > main
superfluous > unneeded
tantamount > equal
tenuous > weak
transient > brief
ultimately > in the end
unprecedented > new
utmost > greatest
viable > workable
voluminous > large
`;

/** Casual words and their formal counterparts ("<>" pairs also turn formal words casual). */
const FORMAL = `
kids <> children
kid <> child
hi > hello
hey > hello
hi there > hello
hey guys > hello everyone
hi guys > hello everyone
yeah > yes
yep > yes
yup > yes
nope > no
gonna > going to
wanna > want to
gotta > have to
kinda > somewhat
sorta > somewhat
dunno > do not know
lemme > let me
gimme > give me
cuz > because
coz > because
cos > because
thanks <> thank you
thx > thank you
pls > please
plz > please
btw > by the way
fyi > for your information
asap > as soon as possible
tho > though
til > until
till > until
v buy > purchase
v get in touch with > contact
v find out > discover
v check out > examine
v look into <> investigate
v figure out > determine
v set up > establish
v think about > consider
v talk about <> discuss
v ask for > request
v put off <> postpone
v go up > increase
v go down > decrease
v cut down on > reduce
v deal with > address
v point out > indicate
v come up with > devise
v make sure <> ensure
v put up with > tolerate
v carry on > continue
v turn down > decline
v show up > arrive
v leave out <> omit
v get back to > respond to
v try to <> attempt to
v seem > appear
v help me > assist me
v help you > assist you
v help us > assist us
v help them > assist them
v tell me > inform me
v tell you > inform you
v tell us > inform us
v tell them > inform them
helped <> assisted
helping <> assisting
big <> large
huge > enormous
a lot of > a great deal of
lots of > many
a bunch of > several
tons of > many
pretty much > largely
pretty sure > fairly certain
super > very
awesome > excellent
stuff > things
maybe <> perhaps
anyway > in any case
right now > at present
a bit > somewhat
a little bit > slightly
cheap <> inexpensive
mad > angry
smart > intelligent
boss > manager
`;

/** Formal words only one way round: plain casual English for them. */
const CASUAL_ONLY = `
approximately > about
sufficient > enough
v commence > start
v terminate > end
v inquire > ask
v endeavour > try
v endeavor > try
therefore > so
thus > so
consequently > so
additionally > also
furthermore > also
moreover > also
nevertheless > still
regarding > about
subsequently > later
v assist > help
v obtain > get
v receive > get
v require > need
numerous > lots of
individuals > people
n residence > home
v reside > live
v converse > talk
v inform > tell
v utilize > use
v utilise > use
purchased > bought
purchasing > buying
to purchase > to buy
will purchase > will buy
v wish to > want to
greetings > hi
hello > hi
I apologize > sorry
I apologise > sorry
do not hesitate to > feel free to
please find attached > attached is
at your earliest convenience > when you can
as soon as possible > ASAP
for your information > FYI
`;

export type Entries = Map<string, string>;

interface Parsed {
  forward: [string, string][];
  backward: [string, string][];
}

function expand(kind: string, from: string, to: string): [string, string][] {
  if (kind === 'v') {
    const a = verbForms(from);
    const b = verbForms(to);
    return a.map((form, index) => [form, b[index] ?? to]);
  }
  if (kind === 'n') return [[from, to], [plural(from), plural(to)]];
  return [[from, to]];
}

function parse(source: string): Parsed {
  const forward: [string, string][] = [];
  const backward: [string, string][] = [];
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const kind = /^(v|n) /.exec(line)?.[1] ?? '';
    const body = kind ? line.slice(2) : line;
    const both = body.includes('<>');
    const [from = '', to = ''] = body.split(both ? '<>' : '>').map((part) => part.trim());
    if (!from || from === to) continue;
    forward.push(...expand(kind, from, to));
    if (both) backward.push(...expand(kind, to, from));
  }
  return { forward, backward };
}

function toMap(pairs: [string, string][]): Entries {
  const map: Entries = new Map();
  // The first form listed wins, so "set up > establish" keeps its base form for the shared past "set".
  for (const [from, to] of pairs) if (!map.has(from.toLowerCase())) map.set(from.toLowerCase(), to);
  return map;
}

const formal = parse(FORMAL);
const casual = parse(CASUAL_ONLY);

export const WORDY_PHRASES: Entries = toMap(parse(WORDY).forward);
export const SIMPLE_WORDS: Entries = toMap(parse(SIMPLE).forward);
export const FORMAL_WORDS: Entries = toMap(formal.forward);
export const CASUAL_WORDS: Entries = toMap([...formal.backward, ...casual.forward]);
/** Plain words that are also shorter, for the "shorter" mode. */
export const SHORTER_WORDS: Entries = new Map([...SIMPLE_WORDS].filter(([from, to]) => to.length < from.length));
