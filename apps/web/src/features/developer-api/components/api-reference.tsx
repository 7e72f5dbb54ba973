/**
 * The v1 reference rendered by swagger-ui-react: loaded as its own chunk by /developers only
 * (never with the landing). It gets the document as an object, so swagger-ui fetches nothing
 * itself; its request snippets and "try it out" address the origin the page came from.
 */
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './api-reference.css';

export default function ApiReference({ spec }: { spec: object }) {
  return (
    <div className="api-reference" data-testid="api-reference">
      <SwaggerUI
        spec={spec}
        docExpansion="list"
        defaultModelsExpandDepth={0}
        deepLinking={false}
        queryConfigEnabled={false}
        displayRequestDuration
      />
    </div>
  );
}
