import type { MailTexts } from './types.js';

export const es: MailTexts = {
  verification: {
    subject: 'Tu código de verificación de Hive: {code}',
    body: `Hola:

Tu código de verificación es {code}.
Introdúcelo en el formulario de registro en los próximos {minutes} minutos.

Si no has pedido este código, puedes ignorar este correo.

Hive — Marcas coreanas, al por mayor`,
  },
  approval: {
    subject: 'Tu cuenta de Hive ha sido aprobada',
    body: `Hola, {name}:

Buenas noticias: la cuenta de {company} ha sido aprobada.
Tu categoría es {grade} y tus precios están en {currency}.

Inicia sesión para ver tus precios y solicitar cotizaciones:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  rejection: {
    subject: 'Tu solicitud en Hive',
    body: `Hola, {name}:

Gracias por solicitar una cuenta en Hive para {company}. No hemos podido aprobar la solicitud.

Motivo: {reason}

Si crees que se trata de un error, responde a este correo o escribe a {support}.

Hive — Marcas coreanas, al por mayor`,
  },
  findId: {
    subject: 'Tu identificador de acceso a Hive',
    body: `Hola:

Has pedido el identificador de acceso de {company}: {loginIds}

Inicia sesión aquí: {link}

Si no lo has pedido, puedes ignorar este correo.

Hive — Marcas coreanas, al por mayor`,
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Hive',
    body: `Hola:

Alguien ha pedido restablecer la contraseña de la cuenta de Hive {loginId}.
Abre este enlace en los próximos {minutes} minutos para elegir una contraseña nueva (solo funciona una vez):
{link}

Si no lo has pedido, ignora este correo: tu contraseña no cambia.

Hive — Marcas coreanas, al por mayor`,
  },
  passwordChanged: {
    subject: 'Se ha cambiado tu contraseña de Hive',
    body: `Hola:

Se acaba de cambiar la contraseña de la cuenta de Hive {loginId} y se han cerrado todas las demás sesiones.

Si no has sido tú, restablece tu contraseña de inmediato: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  withdrawConfirmation: {
    subject: 'Tu cuenta de Hive se ha cerrado',
    body: `Hola:

La cuenta de Hive {loginId} se ha cerrado como pediste. Tus datos personales se han borrado y el identificador de acceso no podrá volver a usarse.

Gracias por comerciar con nosotros.

Hive — Marcas coreanas, al por mayor`,
  },
};
