/**
 * The emergency block at the foot of treatment and service pages (911, 988 and the crisis line), and
 * the treatment pages' invitation to talk. Both are the same on every page of a language: pages place
 * them as shared parts (Shared.tsx), rendered once per language and build.
 */
import { fill } from '../../contract/messages.ts';
import { TREATMENT_ANCHORS } from '../../contract/routes.ts';
import { usePage } from '../context.ts';
import { ActionLink, CrisisCall } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { Section } from './Section.tsx';

export function EmergencyBlock() {
  const { site, messages } = usePage();
  const m = messages.emergency;
  return (
    <section id={TREATMENT_ANCHORS.emergency} aria-labelledby="emergency-title" className="bg-red-50 py-12">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <Icon name="alert" className="mx-auto h-10 w-10 text-red-700" />
        <h2 id="emergency-title" className="mt-3 text-2xl font-bold text-red-900 sm:text-3xl">{m.title}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-red-950">
          {m.body}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ActionLink action={{ label: m.call911, href: 'tel:911', variant: 'emergency' }} size="lg" />
          <ActionLink action={{ label: m.call988, href: 'tel:988', variant: 'secondary' }} size="lg" />
          <ActionLink action={{ label: fill(m.crisisLine, { phone: site.crisisLine.display }), href: 'tel:crisis', variant: 'primary' }} size="lg" />
        </div>
      </div>
    </section>
  );
}

/** The treatment pages' invitation to talk: the crisis line, a consultation, an insurance check. The same on every page of a language. */
export function TalkToUs() {
  const { messages, href } = usePage();
  const m = messages.treatment;
  return (
    <Section id={TREATMENT_ANCHORS.contact} tone="brand" title={m.talkTitle} intro={m.talkIntro}>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <CrisisCall size="lg" variant="secondary" />
        <ActionLink action={{ label: m.requestConsultation, href: href('/#consultation-form'), variant: 'outline' }} size="lg" />
        <ActionLink action={{ label: m.checkInsurance, href: href('/#insurance-form'), variant: 'outline' }} size="lg" />
      </div>
    </Section>
  );
}
