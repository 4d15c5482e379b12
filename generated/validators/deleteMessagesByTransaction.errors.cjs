// generated from openapi/ (API version 0.1.0) by `npm run generate`, do not edit
"use strict";
// deleteMessagesByTransaction: body and response validators with Ajv's errors.
(function (exports) {
exports.deleteMessagesByTransaction_response_default = validate52;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate54.errors = null;
return true;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="deleteMessagesByTransaction_response_default" */;
let vErrors = null;
let errors = 0;
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData}))){
if (vErrors === null) vErrors = validate54.errors; else for (const error of validate54.errors) vErrors.push(error);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}
})(exports);
