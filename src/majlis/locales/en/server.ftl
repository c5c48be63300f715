### The pages the server writes itself, where no script runs: an error page for an address with nothing at it.

error-404-title = Nothing here
error-404 = There is no page at this address.
error-405-title = Not allowed
error-405 = This address does not answer this kind of request.
error-413-title = Too big
error-413 = The request was more than the server takes.
error-title = Something went wrong
error = The server could not answer this request.
error-back = Back to the tables
