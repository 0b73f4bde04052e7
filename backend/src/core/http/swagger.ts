import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI document of every controller, served at /api/docs (JSON at /api/docs-json). */
export function setupSwagger(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fiji Rugby Talent API')
      .setDescription('Gateway API. Errors: { statusCode, code?, message, errors? } (code: a stable UPPER_SNAKE name where set). Auth: session cookie (fiji.sid).')
      .setVersion('0.1.0')
      .addCookieAuth('fiji.sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
