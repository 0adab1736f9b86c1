/**
 * A customer card's components, rendered from Plain's component model. One renderer per
 * component type; the `never` check makes a new type in the contract a compile error here.
 */
import type { CardComponent } from '../../../shared/customer-context';
import { CardBadge } from './badge';
import { CardCopyButton, CardLinkButton, CardWorkflowButton } from './buttons';
import { CardContainer, CardDivider, CardRow, CardSpacer } from './layout';
import { CardText } from './text';
import { CardDateTime, CardUser } from './values';

export function CardComponentView({ component: c }: { component: CardComponent }) {
  switch (c.type) {
    case 'text':
    case 'plainText':
      return <CardText text={c.text} size={c.size} color={c.color} plain={c.type === 'plainText'} />;
    case 'badge':
      return <CardBadge label={c.label} color={c.color} />;
    case 'row':
      return <CardRow main={<CardComponents components={c.main} />} aside={<CardComponents components={c.aside} />} />;
    case 'container':
      return (
        <CardContainer>
          <CardComponents components={c.content} />
        </CardContainer>
      );
    case 'divider':
      return <CardDivider spacing={c.spacing} />;
    case 'spacer':
      return <CardSpacer size={c.size} />;
    case 'linkButton':
      return <CardLinkButton url={c.url} label={c.label} />;
    case 'copyButton':
      return <CardCopyButton value={c.value} tooltip={c.tooltip} />;
    case 'workflowButton':
      return <CardWorkflowButton label={c.label} />;
    case 'dateTime':
      return <CardDateTime iso={c.iso} />;
    case 'user':
      return <CardUser fullName={c.fullName} />;
    default: {
      // Unreachable by type; should an unknown type slip through at run time, it shows nothing.
      const unknown: never = c;
      void unknown;
      return null;
    }
  }
}

export function CardComponents({ components }: { components: CardComponent[] }) {
  return (
    <>
      {components.map((component, i) => (
        <CardComponentView key={i} component={component} />
      ))}
    </>
  );
}
