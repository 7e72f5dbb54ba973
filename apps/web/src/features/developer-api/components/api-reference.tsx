/**
 * The v1 reference rendered by swagger-ui-react: loaded as its own chunk by /developers only
 * (never with the landing). It gets the document as an object, so swagger-ui fetches nothing
 * itself; its request snippets and "try it out" address the origin the page came from.
 */
import { useRef } from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './api-reference.css';

/** swagger-ui lays its operations out in a <main>: on our page, whose main holds it, a region. */
function demoteInnerMain(root: HTMLElement | null, label: string) {
  const inner = root?.querySelector('main');
  inner?.setAttribute('role', 'region');
  inner?.setAttribute('aria-label', label);
}

export default function ApiReference({ spec, label }: { spec: object; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className="api-reference" ref={ref} data-testid="api-reference">
      <SwaggerUI
        spec={spec}
        onComplete={() => demoteInnerMain(ref.current, label)}
        docExpansion="list"
        defaultModelsExpandDepth={0}
        deepLinking={false}
        queryConfigEnabled={false}
        displayRequestDuration
      />
    </div>
  );
}
