/**
 * The danger signs a crisis page may describe, in each of the site's languages, and where each
 * must send the reader: signs of a medical emergency (a seizure, hallucinations, confusion, a
 * high fever, not breathing, chest pain) to 911; thoughts of suicide to 988 (or 911). A part of a
 * crisis page that names one of these carries its own call button to that number; the build
 * checks it (generator/validate/danger-signs.ts). Never "call us" for a sign that needs an
 * ambulance: the crisis line is for everything that comes after.
 */

export interface DangerWords {
  /** Signs of a medical emergency: the part must carry a tel:911 action. */
  emergency: RegExp;
  /** Thoughts of suicide or self-harm: the part must carry a tel:988 or tel:911 action. */
  suicide: RegExp;
}

export const DANGER_SIGNS: Readonly<Record<string, DangerWords>> = {
  en: {
    emergency: new RegExp(
      [
        'seizures?', 'convulsions?', 'delirium', 'hallucinat\\w*', 'things that are not there',
        'confus(?:ed|ion)', 'fever', 'not breathing', 'stopped breathing', 'breathing (?:slowly|very slow)', 'slow(?:, shallow)?(?: or (?:irregular|stopped))? breathing',
        'trouble breathing', 'struggling to breathe', 'chest pain', 'cannot be woken', "(?:will not|won't) wake", 'unresponsive', 'collaps\\w*',
        'blue(?: or (?:purple|gr[ae]y))? lips', 'pinpoint pupils',
      ].join('|'),
      'i',
    ),
    suicide: /suicid\w*|end(?:ing)? (?:his|her|their|your|my) life|self-harm|harming (?:yourself|themselves)|wanting to die/i,
  },
  es: {
    emergency: new RegExp(
      [
        'convulsi(?:ón|ones)', 'delirium', 'alucinaci(?:ón|ones)', 'cosas que no están',
        'confusi[óo]n', 'confundid[oa]', 'fiebre', 'no respira', 'dejó de respirar', 'respira (?:muy )?lento', 'le cuesta respirar',
        'dolor (?:de|en el) pecho', 'no (?:se )?despierta', 'inconsciente', 'se desploma',
        'labios(?: y uñas)? (?:azul|morad)\\w*', 'pupilas muy pequeñas', 'pupilas (?:como )?puntitos',
      ].join('|'),
      'i',
    ),
    suicide: /suicid\w*|quitarse la vida|hacerse daño|querer morir/i,
  },
};

/** What a piece of text names: an emergency sign, thoughts of suicide, or neither. */
export function dangerIn(text: string, language: string): 'emergency' | 'suicide' | undefined {
  const words = DANGER_SIGNS[language];
  if (!words) return undefined;
  if (words.emergency.test(text)) return 'emergency';
  if (words.suicide.test(text)) return 'suicide';
  return undefined;
}
