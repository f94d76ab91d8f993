import type { Mode } from './logic';

/** A sample per mode that shows off what the engine does. */
export const EXAMPLES: Record<Mode, string> = {
  simpler:
    'In order to utilize the new portal, employees must ascertain their login details prior to the deadline. We will endeavour to facilitate the transition; numerous individuals have already commenced the process.',
  formal:
    "Hey guys, we're gonna push the launch to Friday. But don't worry, the kids' version isn't affected!! Let's figure out the details tomorrow.",
  casual:
    'Furthermore, we would like to inform you that the meeting will commence at approximately 10 a.m. Please do not hesitate to contact us should you require assistance. I have attached the agenda.',
  shorter:
    'Basically, due to the fact that the team is actually very busy at this point in time, it is important to note that we will, in fact, need a large number of volunteers in the near future.',
};
