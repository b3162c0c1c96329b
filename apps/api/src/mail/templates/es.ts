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
  quotationRequested: {
    subject: 'Tu solicitud de cotización {number} se ha enviado',
    body: `Hola, {name}:

Hemos recibido la solicitud de cotización {number} de {company}.

Productos: {count} · unidades: {units} · total a tus precios: {total}
{lines}

Próximos pasos: nuestro equipo comprueba la disponibilidad y los precios y te responde con una oferta válida durante 30 días. Recibirás un correo electrónico cuando esté lista. Sigue la solicitud aquí:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  noMemberQuotation: {
    subject: 'Hemos recibido tu solicitud de cotización {number}',
    body: `Hola, {name}:

Gracias por la solicitud de cotización de {company}. Su número es {number}.

Productos ({count}), en paquetes de pedido mínimo × unidades por paquete = unidades:
{lines}

Próximos pasos: nuestro equipo comprueba la disponibilidad y los precios y te responde por correo electrónico con una cotización válida durante 30 días. Para aceptarla y hacer el pedido, tendrás que registrarte en Hive y que se apruebe tu cuenta.

Indica el número {number} siempre que nos escribas sobre esta solicitud.

Hive — Marcas coreanas, al por mayor`,
  },
  quotationOffer: {
    subject: 'Su cotización {number}: la oferta {version} está lista',
    body: `Hola, {name}:

Nuestro equipo ha respondido a su solicitud de cotización {number} con la versión {version} de la oferta.

Total: {total}
Válida hasta: {validUntil}
Incoterm: {incoterm} · plazo de entrega: {leadTime} días

Consulte la oferta, descargue su PDF, acéptela o pida cambios aquí:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationOfferVisitor: {
    subject: 'Su cotización {number}: nuestra oferta',
    body: `Hola, {name}:

Gracias por la solicitud de cotización de {company}. Esta es nuestra oferta {number} (versión {version}).

{lines}

Total: {total}
Válida hasta: {validUntil}
Incoterm: {incoterm} · plazo de entrega: {leadTime} días

Para aceptar esta oferta y hacer el pedido, regístrese en Hive con esta dirección de correo e indique {number}; en cuanto su empresa sea aprobada, añadiremos la oferta a su cuenta:
{link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationAccepted: {
    subject: 'Ha aceptado la oferta de la cotización {number}',
    body: `Hola, {name}:

Gracias: ha aceptado la versión {version} de la oferta de la cotización {number}, por un total de {total}.
Nuestro equipo ya prepara su pedido y se pondrá en contacto con usted para los siguientes pasos.

Sígalo aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationDeclined: {
    subject: 'Ha rechazado la oferta de la cotización {number}',
    body: `Hola, {name}:

Ha rechazado la oferta de la cotización {number}. No se hará nada más con ella.

Si cambia de opinión o necesita otros productos, puede solicitar una nueva cotización cuando quiera: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationNegotiating: {
    subject: 'Cotización {number}: hemos recibido su petición de cambios',
    body: `Hola, {name}:

Hemos recibido los cambios que pidió en la cotización {number}. Nuestro equipo le responderá con una nueva oferta.

Puede seguir la conversación aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationExpired: {
    subject: 'La oferta de la cotización {number} ha caducado',
    body: `Hola, {name}:

La oferta de la cotización {number} era válida hasta el {validUntil} y ha caducado.

Si sigue interesado, pida una nueva oferta aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
  quotationCancelled: {
    subject: 'La cotización {number} está cancelada',
    body: `Hola, {name}:

La cotización {number} está cancelada. No se hará nada más con ella.

Los detalles siguen disponibles aquí: {link}

Hive — Marcas coreanas, al por mayor`,
  },
};
