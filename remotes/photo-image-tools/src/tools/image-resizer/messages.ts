/**
 * What the resizer says when this browser cannot resize off the page. Its own module, so the page
 * can say it without loading the resizing code (pica, the decoders and encoders) its worker runs.
 */
export const UNSUPPORTED = 'This browser cannot resize images in the background. Try a current Chrome, Edge, Firefox or Safari (16.4 or later).';
