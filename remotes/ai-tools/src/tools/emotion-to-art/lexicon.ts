import { EMOTION_IDS, type EmotionId } from './emotions';

/**
 * The bundled emotion lexicon: common English words in their base form, grouped by emotion and
 * weight (3 = says the feeling outright, 2 = strongly suggests it, 1 = hints at it). A word may
 * carry several feelings ("bittersweet" is both joy and sadness). Inflections ("smiling",
 * "happiness", "angrier") are found by the stemmer in logic.ts, so only base forms live here.
 */
const SOURCE: Record<EmotionId, Record<1 | 2 | 3, string>> = {
  joy: {
    3: 'happy joy joyful delight delighted delightful elated ecstatic euphoric thrilled overjoyed jubilant cheerful glee gleeful bliss blissful exhilarate',
    2: 'glad fun laugh smile grin cheer celebrate celebration party yay hooray fantastic wonderful amazing awesome great excellent brilliant merry jolly playful giggle dance sunny sunshine festive upbeat lively excite excited exciting thrill proud pride triumph victory win winner',
    1: 'good nice enjoy pleasant pleasure bright funny holiday vacation summer birthday treat reward success lucky yes play music friend friends weekend',
  },
  love: {
    3: 'love loving lovely adore adoration beloved romance romantic passion passionate affection affectionate devoted devotion cherish',
    2: 'kiss hug cuddle darling sweetheart honey heart tender tenderness caring care intimate intimacy crush embrace fond fondness warmth warm dear sweet valentine wedding marry married partner soulmate',
    1: 'kind kindness gentle friend family mother father mom dad baby together close hold compassion grateful gratitude thankful thanks appreciate',
  },
  calm: {
    3: 'calm peace peaceful serene serenity tranquil tranquility relaxed relax relaxing',
    2: 'quiet still stillness gentle soothe soothing restful rest content contentment ease easy mellow breathe meditate meditation zen harmony balance balanced cozy comfortable comfort safe relief relieved patient patience steady',
    1: 'slow soft lake ocean sea breeze cloud clouds rain garden tea bath sleep sleepy nap evening morning sunday float drift lazy unwind',
  },
  hope: {
    3: 'hope hopeful optimism optimistic faith promise promising',
    2: 'dream wish aspire aspiration believe belief trust confident confidence courage brave determined determination inspire inspired inspiring motivated motivation dawn sunrise heal healing recover recovery renew renewal rebirth future tomorrow',
    1: 'spring seed grow growth bloom begin beginning start new fresh chance possible progress better improve light goal plan opportunity rise',
  },
  awe: {
    3: 'awe awestruck wonder wondrous marvel marvelous majestic magnificent sublime breathtaking',
    2: 'vast infinite infinity cosmos cosmic universe galaxy stars star mountain mountains grand epic spectacular stunning glorious divine sacred miracle miraculous mystery mysterious transcend humble humbled',
    1: 'sky night ancient eternal ocean canyon storm aurora moon planet space deep enormous giant tall cathedral heaven beautiful beauty',
  },
  surprise: {
    3: 'surprise surprised astonish astonished astound astounded amaze shock shocked stun stunned startle startled',
    2: 'wow whoa unexpected sudden suddenly unbelievable incredible speechless gasp jaw omg unpredictable twist',
    1: 'strange weird odd curious random new discover discovery reveal news plot bang pop flash',
  },
  sadness: {
    3: 'sad sadness sorrow sorrowful grief grieve unhappy depressed depression miserable misery heartbroken heartbreak despair hopeless devastated',
    2: 'cry tear tears weep sob lonely loneliness alone gloomy gloom melancholy blue down mourn mourning loss lose lost hurt hurting pain painful regret sorry disappoint disappointed disappointment empty broken tired exhausted',
    1: 'miss goodbye farewell funeral rain grey gray cold dark fade leave left ache sigh bittersweet nostalgic nostalgia memory past dull quiet',
  },
  fear: {
    3: 'fear afraid scared scare terrified terror horror horrified frightened fright panic dread petrified',
    2: 'anxious anxiety nervous worried worry nightmare creepy scary spooky haunted ghost threat threaten danger dangerous alarm alarmed uneasy tense stress stressed stressful insecure paranoid phobia shiver tremble',
    1: 'dark shadow night alone lost unknown risk doubt uncertain unsafe monster scream hide run storm exam deadline spider',
  },
  anger: {
    3: 'angry anger furious fury rage enraged mad livid outraged outrage hate hatred irate wrath',
    2: 'annoyed annoying irritated irritate frustrated frustrating frustration resent resentment hostile bitter aggressive fight scream yell shout damn hell unfair injustice betrayed betray jealous envy offended insult',
    1: 'upset cross grumpy fed argue argument conflict war fire storm burn stupid ridiculous traffic noise enemy blame rude cheat lie',
  },
  disgust: {
    3: 'disgust disgusted disgusting gross revolting repulsive nauseous nausea vile',
    2: 'yuck ew eww sick sickening nasty rotten filthy dirty foul stink smelly stench slimy awful horrible yucky creep repugnant loathe contempt',
    1: 'mud mold trash garbage rat worm bug vomit spoil spoiled greasy sticky sour bitter rude ugly shame',
  },
};

export type Weights = Partial<Record<EmotionId, number>>;

function build(): Map<string, Weights> {
  const map = new Map<string, Weights>();
  for (const emotion of EMOTION_IDS) {
    for (const weight of [3, 2, 1] as const) {
      for (const word of SOURCE[emotion][weight].split(/\s+/)) {
        if (!word) continue;
        const entry = map.get(word) ?? {};
        // A word listed twice for one feeling keeps its strongest weight.
        entry[emotion] = Math.max(entry[emotion] ?? 0, weight);
        map.set(word, entry);
      }
    }
  }
  return map;
}

export const LEXICON: ReadonlyMap<string, Weights> = build();
